# riftscore 的繁體中文詞句。與 en.ftl 的訊息識別碼和變數完全相同。
# 玩家、戰場和卡牌的名稱不翻譯；紀錄格式的關鍵字（$do、$key、$mode、$by）保持原樣。

## 通用

list-separator = 、

## 紀錄的行

record-line = 第 { NUMBER($line, useGrouping: 0) } 行：{ $reason }

## 規則：玩家與戰場

unknown-player = 「{ $player }」不是本局的玩家（玩家：{ $players }）
unknown-battlefield = 「{ $battlefield }」不是場上的戰場（戰場：{ $battlefields }）

## 規則：紀錄標頭

header-empty-name = { $key } 中不能有空白名稱
header-name-twice = { $key } 列出了兩次「{ $name }」
header-player-count = { $mode } 需要 { $players } 名玩家，但標頭列出了 { $named } 名
header-battlefield-count = { $mode } 在 { $battlefields } 個戰場上進行，但標頭列出了 { $named } 個
header-victory-score-below-one = victory_score 至少為 1，不能是 { $points }
teams-only-2v2 = 只有 2v2 才分隊伍，{ $mode } 不分
teams-missing = 2v2 需要隊伍：兩組、每組兩名玩家
teams-shape = teams 必須是兩組、每組兩名玩家
teams-players = teams 必須剛好列出每名玩家一次
teams-not-alternating = 回合順序中兩隊玩家必須交替，但 { $first } 和 { $second } 是隊友且座位相鄰
start-scores-unknown-player = start.scores 列出了「{ $player }」，此人不是玩家
start-scores-negative = start.scores 給了 { $player } { $points } 分：分數不能低於 0
start-scores-team-twice = start.scores 同時列出了 { $first } 和 { $second }：一隊共用一個分數，只列其中一人
start-control-unknown-battlefield = start.control 列出了「{ $battlefield }」，它不是場上的戰場
start-control-unknown-player = start.control 把 { $battlefield } 給了「{ $player }」，此人不是玩家

## 規則：回合

turn-scoring-step-not-reached = 目前的回合還沒有到計分步驟
beginning-phase-not-started = 沒有正在進行的開始階段：應先 start_turn
not-in-beginning-phase = 「{ $do }」不能在開始階段發生
first-turn-extra = 一局的第一個回合不能是額外回合
first-turn-not-yours = 本局的第一個回合屬於 { $first }，不屬於 { $player }
turn-out-of-order = 回合順序錯誤：下一回合由 { $next } 進行，而不是 { $player }（卡牌給予的回合寫作 "extra": true）
turn-needed = { $do } 需要在回合進行中，而現在是{ $when ->
    [before-first-turn] 第一個回合之前
   *[between-turns] 兩個回合之間
}
ally-occupies-only-2v2 = ally_occupies 只用於 2v2，{ $mode } 不用
ally-occupies-twice = ally_occupies 列出了兩次同一個戰場

## 規則：計分

already-controls = { $player } 已經控制 { $battlefield }
nobody-controls = 沒有人控制 { $battlefield }，所以沒有人會失去它
gain-below-one = 得分至少為 1 分，不能是 { $points }
burn-out-needs-opponent = 燃盡需要寫明獲得那 1 分的對手
burn-out-not-opponent = { $player } 不能把燃盡的分數給 { $gainer }
adjust-zero = 調整必須改變分數：points 不能為 0
resolve-empty = resolve 至少需要一個動作
not-in-resolve = 「{ $do }」不能出現在 resolve 中（只能是 control、lose_control、gain、burn_out 和 adjust）
victory-score-below-one = 勝利分數至少為 1，不能是 { $points }
time-already-called = 本紀錄中已經宣布過時間到
no-concede = { $mode } 沒有認輸：這是混戰模式

## 規則：一局與比賽的結束

game-over = 本局已經結束：{ $outcome }
match-over = 比賽已經結束：{ $outcome }
match-game-over = 第 { $game } 局已經結束（{ $outcome }）：下一局必須以 game 動作開始
outcome-drawn = { $by ->
    [none] 平手
    [time] 時間到，平手
   *[other] 平手（{ $by }）
}
outcome-won = { $by ->
    [none] { $winners } 獲勝
    [cleanup] { $winners } 達到勝利分數獲勝
    [sudden_death] { $winners } 在驟死中獲勝
    [burn_out] { $winners } 因對手燃盡獲勝
    [concede] { $winners } 因對手認輸獲勝
    [time] { $winners } 在時間到後獲勝
   *[other] { $winners } 獲勝（{ $by }）
}
game-only-in-match = game 動作只用於比賽，{ $mode } 不用
game-in-progress = 第 { $game } 局仍在進行
match-battlefield-count = 比賽的每一局都在 { $count } 個戰場上進行
match-battlefield-names = 本局的戰場必須是不同且非空白的名稱
battlefield-set-aside = { $battlefield } 已在有人獲勝的一局中使用過：本場比賽其餘的對局將它移出

## 紀錄讀取：行

record-empty = 紀錄是空的：需要一行標頭
line-not-utf8 = 不是有效的 UTF-8 文字（紀錄是 UTF-8 編碼的 JSON Lines）
line-too-deep = 巢狀層數過深，不可能是紀錄的一行
json-number-too-long = 數字太長，無法讀取（紀錄中的數字最多 4300 位）
json-not-a-number = 無效的 JSON：{ $constant } 不是 JSON 數字
json-invalid = 無效的 JSON（{ $detail }）
json-lone-surrogate = 無效的 JSON：字串中含有「{ $escape }」，這是單獨的代理字元跳脫，不代表任何字元
json-extra-data = 無效的 JSON：這一行的第一個 JSON 值之後還有內容（一行只能有一個物件）
json-line-ends-early = 無效的 JSON：這一行在 JSON 值結束之前就結束了（一個物件不能跨兩行）
json-byte-order-mark = 無效的 JSON：第 { $column } 欄有位元組順序標記（只有檔案的最開頭可以有）
json-not-whitespace = 無效的 JSON：第 { $column } 欄有{ $char ->
    [vertical-tab] 垂直定位字元
    [form-feed] 換頁字元
    [file-separator] 檔案分隔字元
    [group-separator] 群組分隔字元
    [record-separator] 紀錄分隔字元
    [unit-separator] 單元分隔字元
    [next-line] 下一行字元（U+0085）
    [no-break-space] 不換行空格（U+00A0）
    [line-separator] 行分隔字元（U+2028）
   *[paragraph-separator] 段落分隔字元（U+2029）
}（JSON 的空白只有空格、定位字元和換行）
json-unexpected = 無效的 JSON：第 { $column } 欄出現非預期的 { $char }
json-fault-at = 無效的 JSON：第 { $column } 欄{ $fault ->
    [comma] 應為逗號
    [colon] 應為冒號
    [property-name] 應為以雙引號括住的屬性名稱
    [control-character] 有無效的控制字元
    [escape] 有無效的 \ 跳脫
    [unicode-escape] 有無效的 \uXXXX 跳脫
    [trailing-comma-object] 物件結尾前不可有逗號
   *[trailing-comma-array] 陣列結尾前不可有逗號
}
json-other-fault-at = 無效的 JSON：第 { $column } 欄：{ $fault }

## 紀錄讀取：物件與鍵

where-action = { $do }
where-header = 標頭
where-beginning-phase = 在開始階段
where-inside-resolve = 在 resolve 中
where-in-key = 在 { $do } 的「{ $key }」中
key-missing = { $where } 缺少 "{ $key }"（{ $what }）
key-wrong = { $where }："{ $key }" 必須是{ $what }，不能是 { $value }
value-name = 名稱
value-names = 名稱清單
value-count = 整數
value-text = 文字
value-flag = true 或 false
value-actions = 動作清單
value-one-of = { $choices } 其中之一
value-round = "swiss" 或 "single_elimination"
value-teams = 兩組、每組兩個玩家名稱
value-object = 物件
action-not-object = 動作必須是 JSON 物件，不能是 { $value }
action-needs-do = 動作需要 "do"（發生了什麼：turn、control……）
board-action-without-board = 未知的動作 { $do }：這是棋盤動作，而本局沒有棋盤（標頭中沒有 "board"）
unknown-action = 未知的動作 { $do }
action-misplaced = 「{ $do }」不能{ $where }發生（只能是 { $allowed }）
ally-occupies-in-board-game = 有棋盤的對局不寫 ally_occupies：棋盤知道單位在哪裡
header-not-object = 標頭必須是 JSON 物件，不能是 { $value }
header-needs-format = 標頭需要 "format": "{ $format }"
header-wrong-format = format 必須是 "{ $format }"，不能是 { $value }
start-scores-not-map = 標頭："start.scores" 必須把玩家名稱對應到整數，不能是 { $value }
start-control-not-map = 標頭："start.control" 必須把戰場名稱對應到玩家名稱，不能是 { $value }

## 棋盤：位置、卡牌與需要回合的行動

place-base = { $player } 的基地
unknown-card = 棋盤上沒有卡牌「{ $card }」
card-not-a-unit = { $card } 是{ $kind ->
    [gear] 裝備
    [rune] 符文
   *[hidden] 隱藏牌
}，不是單位
card-not-gear = { $card } 是{ $kind ->
    [unit] 單位
    [rune] 符文
   *[hidden] 隱藏牌
}，不是裝備
doing-standard-move = 標準移動
doing-chain-item = 連鎖項
doing-resolve-item = 結算連鎖項
doing-remove-item = 移除連鎖項
doing-choice = 選擇
doing-end-showdown = 結束對決
doing-combat-result = 戰鬥結果
doing-new-turn = 新的回合
doing-scoring-step = 計分步驟
board-match-game-over = 比賽的第 { $game } 局已經結束（{ $outcome }）：下一局必須以 game 動作開始
control-not-written = 有棋盤的對局不寫 { $do }：控制權由棋盤決定（移動、對決與戰鬥結果）

## 棋盤：起始棋盤

board-card-refused = 起始棋盤（"board"）：{ $reason }
board-gear-on-other-unit = 起始棋盤（"board"）：{ $gear } 是 { $controller } 的裝備，卻貼附在 { $owner } 的單位上
board-units-uncontrolled = 起始棋盤（"board"）：{ $player } 在無人控制的 { $battlefield } 有單位；start.control 必須把每個有單位的戰場交給這些單位的控制者
board-units-controlled-by-other = 起始棋盤（"board"）：{ $player } 在 { $controller } 控制的 { $battlefield } 有單位；start.control 必須把每個有單位的戰場交給這些單位的控制者
board-control-without-units = 起始棋盤（"board"）：start.control 把 { $battlefield } 交給 { $player }，但 { $player } 在那裡沒有單位（沒有單位的戰場無人控制）

## 棋盤：卡牌的進場與變化

card-no-id = 卡牌需要非空的 ID
card-already-on-board = { $card } 已經在棋盤上
unit-numbers-negative = { $unit } 的戰力和傷害必須不小於 0
unit-enters-designated = { $unit } 不能以進攻方或防守方的身分進場
gear-away-from-unit = { $gear } 必須和 { $unit } 在同一處（{ $place }）才能貼附
hidden-card-not-at-battlefield = { $card } 是隱藏牌：它放在戰場上
hide-where-not-controlled = { $player } 只能在自己控制的戰場隱藏卡牌，不能在 { $battlefield }
recall-card-twice = 召回中同一張卡牌出現了兩次
recall-no-cards = 召回至少需要一張卡牌
damage-below-one = 傷害至少為 1，不能是 { $amount }
unit-already-exhausted = { $unit } 已經橫置
unit-already-ready = { $unit } 已經重置
might-below-zero = 戰力不能小於 0，而它是 { $might }
already-controls-card = { $player } 已經控制 { $card }
gear-already-attached = { $gear } 已經貼附在 { $unit } 上
gear-for-own-units = { $gear } 只能貼附在 { $player } 的單位上
gear-not-attached = { $gear } 沒有貼附在任何單位上

## 棋盤：移動與召回

move-no-units = { $move ->
    [standard] 標準移動
   *[effect] 移動
}至少需要一個單位
move-unit-twice = { $move ->
    [standard] 標準移動
   *[effect] 移動
}中同一個單位出現了兩次
standard-move-not-your-turn = 只有回合玩家可以進行標準移動，而現在是 { $player } 的回合
standard-move-not-main-phase = 標準移動只能在主要階段進行
standard-move-in-showdown = 對決期間不能進行標準移動（{ $battlefield } 正在進行對決）
standard-move-chain-not-empty = 標準移動要等到連鎖為空
unit-of-another = { $unit } 是 { $controller } 的單位：{ $player } 不能移動它
unit-exhausted-no-standard-move = { $unit } 已橫置：橫置的單位不能進行標準移動
unit-already-there = { $unit } 已經在 { $place }
standard-move-from-other-base = { $unit } 在 { $place }：標準移動從其控制者的基地或戰場出發
standard-move-from-base = 從基地出發，{ $unit } 的標準移動前往戰場
standard-move-other-base = { $unit } 只能回到 { $home }，不能去 { $place }
no-ganking = { $unit } 沒有遊走：它的標準移動在基地和戰場之間進行，不能從 { $origin } 到 { $place }
move-to-other-base = { $unit } 只能去其控制者的基地，不能去 { $place }
combat-about-to-start = { $battlefield } 即將開始戰鬥：單位只能作為標準移動的一組加入，或在戰鬥開始後於其對決中透過迅捷或反應加入
combat-joined-outside-chain = { $battlefield } 正在進行戰鬥：在其對決中只有帶迅捷或反應的法術或技能能把單位移入，而此移動不能
combat-joined-too-slow = { $battlefield } 正在進行戰鬥：在其對決中只有帶迅捷或反應的法術或技能能把單位移入，而 { $item }（{ $timing }）不能
hidden-card-recalled = { $card } 是隱藏牌：不能被召回
card-already-home = { $card } 已經在 { $place }
gear-goes-with-unit = { $gear } 貼附在 { $unit } 上：它隨單位移動

## 棋盤：連鎖

chain-item-no-id = 連鎖項需要非空的 ID
chain-item-already-on = { $item } 已經在連鎖上
chain-item-not-on = { $item } 不在連鎖上
chain-item-already-legal = { $item } 已經是合法項
chain-empty = 連鎖是空的：沒有可結算的項
item-not-on-top = { $item }（{ $on_chain ->
    [yes] 在連鎖上
   *[no] 不在連鎖上
}）不能結算：最上面的是 { $top }
item-still-pending = { $item } 仍待定：成為合法項後才會結算
not-a-resolution-effect = { $kind } 不是結算會做的事

## 棋盤：清理、對決與戰鬥

cleanup-waits-for-choice = 正在清理：{ $player } 必須先選擇{ $kind ->
    [showdown] 對決
   *[combat] 戰鬥
}開始的地點（{ $battlefields }）
nothing-to-choose = 沒有可選擇的：沒有清理在等待選擇
chooser-is-other = 由 { $chooser } 選擇，而不是 { $player }
choice-elsewhere = { $kind ->
    [showdown] 對決
   *[combat] 戰鬥
}可以在 { $battlefields } 開始，不能在 { $battlefield }
chain-not-empty = { $moment ->
    [turn-end] 回合還不能結束
   *[scoring-step] 計分步驟不能開始
}：連鎖上還有 { $items }
showdown-under-way = { $moment ->
    [turn-end] 回合還不能結束
   *[scoring-step] 計分步驟不能開始
}：{ $battlefield } 正在進行對決或戰鬥
no-showdown-to-end = 沒有可結束的對決
showdown-opens-combat = { $battlefield } 的對決會開啟戰鬥：它以戰鬥結果結束
showdown-chain-not-empty = 對決只有在連鎖為空時才結束
no-combat-under-way = 沒有正在進行的戰鬥
combat-chain-not-empty = 連鎖上還有項時，戰鬥中的對決繼續進行
combat-result-unit-twice = 戰鬥結果中同一個單位出現了兩次
unit-not-in-combat = { $unit } 不在 { $battlefield } 的戰鬥中
combat-damage-negative = 傷害不能為負，而 { $unit } 的傷害是 { $amount }

## 紀錄的棋盤擴充

where-card = 卡牌 { $card }
where-some-card = 棋盤上的一張卡牌
value-card-id = 卡牌的 ID
value-unit-id = 單位的 ID
value-item-id = 連鎖項的 ID
value-keywords = 關鍵字清單
value-place = 戰場、"base" 或 {"{"}"base": 玩家{"}"}
value-timing = normal、action、reaction 或 triggered
value-gear-place = 裝備所在的位置
value-hidden-place = 它隱藏所在的戰場
value-damage = 把單位 ID 對應到整數的物件
value-units = 單位清單
value-gear-list = 裝備清單
value-runes = 符文清單
value-hidden-cards = 隱藏牌清單
value-items = 連鎖項清單
value-effects = 效果清單
board-not-object = "board" 必須是列出卡牌的物件，不能是 { $value }
board-unknown-lists = "board" 列出 units、gear、runes 和 hidden；不能是 { $keys }
card-kind-needed = { $where } 需要一張卡牌："unit"、"gear"、"rune" 或 "hidden"
effect-not-object = 效果必須是物件，不能是 { $value }
not-an-effect = { $do } 不是效果（效果：{ $effects }）

# The legends extension of a record's header
legends-unknown-player = legends 為「{ $player }」指定了傳奇「{ $legend }」，但「{ $player }」不是玩家
value-legends = 從玩家名稱到傳奇名稱的物件

# The pages
## Every page (base.html) and the language picker
page-needs-javascript = 計分器需要 JavaScript 才能與伺服器通訊。
page-language = 語言
page-unreachable = 無法連線到伺服器。伺服器是否仍在執行？這部裝置是否在它的網路上？
## The modes and the types of round, as a chooser names them
mode-duel = 決鬥（1 對 1）
mode-match = 比賽（1 對 1，三戰兩勝）
mode-skirmish = 混戰（3 名玩家）
mode-war = 戰爭（4 名玩家）
mode-2v2 = 2 對 2（兩支隊伍）
procedure-summary = { $lead ->
        [1] 分數最高者獲勝
       *[other] 領先 { $lead } 分者獲勝
    }，{ $tied ->
        [draw] 否則為平手
       *[other] 同分則進入驟死賽
    }
round-option = { $round ->
        [swiss] 瑞士輪
       *[other] 單淘汰
    }：{ procedure-summary }
## The start page (home.html, home.js)
home-page-title = riftscore：開始一場遊戲
home-tagline = 套用計分規則、並大聲報出每一分的 Riftbound 計分器。
home-recent-games = 這部裝置上的遊戲
home-new-game = 新遊戲
home-mode = 模式
home-players-legend = 依回合順序排列的玩家：第一位先行動
home-player-seat = { $team ->
        [0] 玩家 { $seat }
       *[other] 玩家 { $seat } · 第 { $team } 隊
    }
home-name-placeholder = 名字
home-teams-note = 2 對 2：隊友分開就座，玩家 1 和 3 為一隊，玩家 2 和 4 為另一隊。
home-battlefields-legend = 場上的戰場
home-battlefield-count = 數量
home-battlefield = 戰場 { $seat }
home-more-options = 房規與賽事輪次
home-victory-score = 勝利分數（留空則為該模式的 { $score } 分；最多 { $most } 分）
home-round = 時間到時
home-start = 開始遊戲
home-gathering = 舉辦賽事
home-gathering-hint = 供主辦者使用：賽事的各張桌子、所有桌子共用一個時鐘的計時瑞士輪或單淘汰輪、延長時間，以及比賽結果。
home-gathering-name = 賽事名稱
home-gathering-placeholder = 週五店賽
home-gathering-start = 開始賽事
home-recent-gatherings = 這部裝置上的賽事
home-footnote = 未經 Riot Games 認可。可在桌邊的本地網路上離線使用：不會從網際網路載入任何內容。
home-player-needs-name = 玩家 { $seat } 需要名字
home-battlefield-needs-name = 戰場 { $seat } 需要名字
home-players-same-name = 玩家 { $seats } 的名字相同
home-battlefields-same-name = 戰場 { $seats } 的名字相同
home-victory-bounds = 勝利分數須為 { $min } 到 { $max } 之間的整數
home-standing-won = { $count ->
       *[other] { $winners } 獲勝
    }
home-standing-drawn = 平手
home-standing-not-begun = 尚未開始
home-standing-turn = 第 { $turn } 回合
home-standing-gone = 已不在伺服器上
home-gathering-kind = 賽事

# The announcer (announce.py): every event said the way players say it at the table
announce-prefix = { $turn ->
        [0] 第一回合之前，{ $player }
       *[other] 第 { $turn } 回合，{ $player }
    }
announce-turn = 第 { $turn } 回合，{ $player }{ $extra ->
        [yes] { $additional ->
            [0] （額外回合）
           *[other] （額外回合，追加回合第 { $additional } / { $of } 個）
        }
       *[no] { $additional ->
            [0] {""}
           *[other] （追加回合第 { $additional } / { $of } 個）
        }
    }
announce-conquer = { $who }：征服 { $battlefield }，現在 { $score } 分
announce-conquer-draws = { $who }：征服 { $battlefield }：本回合並非每個戰場都已得分，改為抽一張牌
announce-hold = { $who }：據守 { $battlefield }，現在 { $score } 分
announce-control-taken = { $who }：奪取 { $battlefield }（{ $reason ->
        [barred] 計分步驟時由隊友控制，因此本隊不能從中得分
       *[scored] 本回合已得過分，不得分
    }）
announce-control-lost = { $who }：失去 { $battlefield }，現在無人控制
announce-gain = { $who }：獲得 { $points } 分，現在 { $score } 分
announce-gain-from = { $who }：從 { $source } 獲得 { $points } 分，現在 { $score } 分
announce-burn-out = { $who }：燃盡，{ $opponent } 獲得 1 分，現在 { $score } 分
announce-adjust = { $who }：調整 { $points } 分，現在 { $score } 分
announce-adjust-why = { $who }：調整 { $points } 分（{ $reason }），現在 { $score } 分
announce-victory-score = 勝利分數現在是 { $points } 分
announce-time-called = 時間到：目前回合打完，然後再進行 { $turns ->
       *[other] { $turns } 個追加回合
    }
announce-time-one-more-game = 局間時間到，勝局數持平 { $wins }：再打一局，其前 { $turns } 個回合為追加回合
announce-time-no-new-game = 局間時間到：不再開始新的一局
announce-sudden-death = { $score } 分平手：進入驟死賽，下一分獲勝
announce-win = { $count ->
       *[other] { $by ->
            [cleanup] { $winners } 贏得本局
            [burn_out] { $winners } 立即贏得本局：因反覆燃盡獲得制勝一分
            [time] { $winners } 在追加回合後以分數贏得本局
            [sudden_death] { $winners } 贏得本局：在驟死賽中率先領先
            [concede] 對方認輸：{ $winners } 贏得本局
           *[other] { $winners } 贏得本局（{ $by }）
        }
    }
announce-win-by-lead = { $count ->
       *[other] { $winners } 領先 { $lead } 分：{ $winners } 贏得本局
    }
announce-win-most-points = { $count ->
       *[other] { $winners } 分數最高，{ $tally }：{ $winners } 贏得本局
    }
announce-drawn-no-lead = 無人領先 2 分，{ $tally }：本局平手
announce-drawn-game-wins-differ = { $score } 分平手，但勝局數不同：本局平手
announce-drawn = 本局平手
announce-game-started = 第 { $number } 局，戰場為 { $battlefields }：{ $first } 先手{ $additional ->
        [0] {""}
       *[other] ；前 { $additional } 個回合為追加回合
    }
announce-match-won = { $count ->
       *[other] { $winners } 贏得比賽，{ $wins }
    }
announce-match-drawn = 比賽平手，{ $wins }
announce-match-won-at-time = { $count ->
       *[other] { $winners } 以勝局數贏得比賽，{ $wins }
    }
announce-match-drawn-at-time = 勝局數持平 { $wins }：比賽平手
