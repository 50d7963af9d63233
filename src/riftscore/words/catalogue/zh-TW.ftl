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

# The service's refusals

# 位置，以及拒絕所指的對象
where-body = 請求內容
where-line = 第 { NUMBER($line, useGrouping: 0) } 行
where-the-action = 該操作
where-action-number = 第 { NUMBER($number, useGrouping: 0) } 個操作
stored-header = 其開頭
stored-entry = 其日誌的第 { NUMBER($entry, useGrouping: 0) } 筆
stored-action = 其第 { NUMBER($number, useGrouping: 0) } 個操作
game-by-table = 牌桌「{ $table }」
game-by-id = 對局「{ $game }」
field-named = 「{ $name }」
named-in-list = { $list ->
    [players] 玩家
   *[other] 戰場
} { $number }
name-of = { $who } 的名字
gathering-name = 聚會的名稱
invisible-after = 在「{ $text }」之後
invisible-at-start = 在開頭
# HTTP 層
invalid-request = 請求無效：{ $where }：{ $fault }
invalid-value = 不是有效的值
invalid-value-missing = 必填，但缺少
invalid-value-limit = { $limit ->
    [le] 不能大於 { $number }
    [ge] 不能小於 { $number }
    [lt] 必須小於 { $number }
    [gt] 必須大於 { $number }
    [max_length] 最多 { $number } 個字元
   *[min_length] 至少 { $number } 個字元
}
http-refusal = { $status ->
    [404] 這個位址下什麼都沒有
    [405] 這個位址不接受這種方法
   *[other] 請求遭到拒絕（HTTP { NUMBER($status, useGrouping: 0) }）
}
database-unavailable = 暫時無法連線到資料庫；除非以同一個 Idempotency-Key 重試後另有說明，否則沒有任何變更：請稍後再試
internal-error = 伺服器無法回應此請求（主辦人的日誌寫明了原因）；以同一個 Idempotency-Key 重試不會重複執行任何操作
unknown-host = 此伺服器不回應名稱「{ $host }」：主辦人可以加入它（RIFTSCORE_ALLOWED_HOSTS）
cross-origin = 其他網站的頁面不能在這裡寫入：請開啟計分器本身的頁面
body-too-large = 請求內容最多 { NUMBER($limit, useGrouping: 0) } 位元組
path-with-nul = 這裡沒有任何名稱含有 NUL 字元
too-many-creations = 此裝置在短時間內建立了太多{ $what ->
    [games] 對局
    [gatherings] 聚會
   *[other] 請求
}：{ $seconds } 秒後才能再建立
qr-text-length = 「text」必須是連結，長度為 1 到 { $limit } 個字元
gathering-needs-name = 聚會需要「name」
paired-round-fields = 配對輪次接受「pairings」「size」「minutes」和「start」，不接受「{ $key }」（其牌桌和類型由配對決定）
paired-round-start-flag = 「start」必須是 true（立即啟動本輪計時）或 false（只配對）
start-round-fields = 開始一輪只接受「minutes」，不接受「{ $key }」
body-not-object = 請求內容必須是一個 JSON 物件
body-incomplete = 請求內容結束前連線就關閉了
body-media-type-wrong = 請求內容必須以 { $accepted } 傳送（其 Content-Type），而不是「{ $declared }」
body-media-type-missing = 請求內容必須以 { $accepted } 傳送（其 Content-Type），但沒有提供
body-empty = 請求內容是空的：它必須是一個 JSON 物件
body-too-deep = 請求內容巢狀太深
body-not-json = 請求內容不是有效的 JSON
body-not-json-at = 請求內容不是有效的 JSON（在第 { NUMBER($byte, useGrouping: 0) } 位元組）
body-json-ends-early = 請求內容不是有效的 JSON：它在 JSON 值結束之前就結束了
json-number-unsafe = { $where }含有數字 { $number }：數字必須介於 -{ NUMBER($limit, useGrouping: 0) } 與 { NUMBER($limit, useGrouping: 0) } 之間
json-text-with-nul = { $where }含有帶 NUL 字元（U+0000）的文字
if-match-not-version = If-Match 必須是像 "12" 這樣的版本號，而不是「{ $value }」
stream-closed = { $whose ->
    [address] 此裝置開啟的即時連線超過伺服器為單一裝置保留的數量
    [game] 這局的觀看者超過伺服器為單一對局保留的數量
   *[server] 伺服器開啟的即時連線已達上限
}：這一條（最早的）已被關閉；稍後會自動重新連線
game-not-timed = 對局「{ $game }」不是計時輪次中的牌桌
# 對局
unloadable-game = 對局「{ $game }」已儲存但無法載入：{ $where }：{ $reason }
engine-fault = 此引擎處理時出錯（{ $kind }：{ $detail }）
no-such-game = 沒有對局「{ $game }」
no-such-gathering = 沒有 ID 為「{ $gathering }」的聚會
game-needs-token = 寫入對局需要它的寫入權杖（Authorization: Bearer）
token-cannot-write-game = 此權杖不能寫入這局
gathering-needs-organiser-token = 在聚會中加入對局需要它的主辦人權杖
token-not-organiser = 此權杖不是該聚會的主辦人權杖
reissue-outside-gathering = 只有聚會的主辦人才能重新核發牌桌的寫入權杖，而這局不屬於任何聚會
reissue-needs-organiser-token = 重新核發牌桌的寫入權杖需要主辦人權杖
recovery-code-wrong = 這不是該聚會的復原碼，或它已經用過了
recovery-code-used = 此復原碼已經用過了
gathering-name-length = 「name」必須是聚會的名稱，長度為 1 到 { $limit } 個字元
text-too-long = 「{ $name }」必須是最多 { $limit } 個字元的{ $kind ->
    [label] 標籤
   *[text] 文字
}
invisible-character = { $where }{ $place }有一個看不見的字元（{ $codepoint }，{ $character }）：請只用看得見的字元重新輸入
whole-number-range = 「{ $name }」必須是 1 到 { NUMBER($most, useGrouping: 0) } 之間的整數
idempotency-key-length = Idempotency-Key 的長度必須為 1 到 { $limit } 個字元
name-missing = { $who } 需要一個名字
name-too-long = { $who } 的名字有 { $length } 個字元：名字最多 { $limit } 個字元
name-spaces-around = { $who } 的名字以空格開頭或結尾
name-not-composed = { $who } 的名字不是 Unicode 組合形式（NFC）：請照鍵盤輸入的方式書寫
names-same = { $list ->
    [players] 玩家
   *[other] 戰場
} { $first } 和 { $second } 同名：請給它們玩家分得出來的名字
names-alike = { $list ->
    [players] 玩家
   *[other] 戰場
} { $first } 和 { $second } 同名（「{ $one }」和「{ $other }」只在大小寫、全半形、空格或看不見的連接符上不同）：請給它們玩家分得出來的名字
game-number-too-large = { $where }含有數字 { NUMBER($number, useGrouping: 0) }：對局中的數字（分數、勝利分數）無論正負最多為 { $limit }
victory-score-too-large = 勝利分數最多為 { $limit } 分，不能是 { NUMBER($points, useGrouping: 0) }
victory-score-set-too-large = { $where }將勝利分數設為 { NUMBER($points, useGrouping: 0) }：勝利分數最多為 { $limit } 分
record-too-deep = 紀錄巢狀太深
record-too-long = 紀錄有 { $actions } 個操作：一局最多 { $limit } 個
header-too-deep = 開頭巢狀太深
action-too-deep = 操作巢狀太深
record-not-kept = 紀錄可以重播，但{ $where }無法保存：{ $reason }
nothing-to-undo = 沒有可以復原的內容：沒有生效中的操作
time-called-by-clock = 第 { $round } 輪的計時器已在{ $table }宣告時間到：無法復原（請用調整修正分數；裁判給予的延長會把時間還給該牌桌）
game-moved-on = 對局的版本是 { NUMBER($stored, useGrouping: 0) }，不是 { NUMBER($seen, useGrouping: 0) }：有人先寫入了；請重新查看後再試
game-full = 這局已有 { $entries } 筆紀錄，達到上限：請匯出紀錄以保存
game-busy = 另一台裝置一直在寫入這局：請重新查看後再試
key-used-in-game = Idempotency-Key「{ $key }」已在這局中用於{ $do ->
    [undo] 一次復原
   *[other] 一個「{ $do }」操作
}（第 { NUMBER($entry, useGrouping: 0) } 筆）；不同的請求需要新的鍵
# 聚會與賽事
no-such-player = 聚會中沒有玩家「{ $player }」
no-such-round = 聚會沒有第 { $round } 輪
no-such-swiss-round = 沒有第 { $number } 輪瑞士輪：{ $rounds ->
    [0] 還沒有任何輪次完成配對
   *[other] 目前的瑞士輪是第 1 到第 { $rounds } 輪
}
event-inconsistent = 賽事的事實已經對不上了：{ $reason }
gathering-busy = 聚會同時被其他裝置修改了很多次：請重試
tournament-refusal = { $reason }
player-name-not-text = 「{ $name }」必須是文字形式的名字
player-name-length = 「{ $name }」必須是 1 到 { $limit } 個字元的名字
event-mode-unknown = 「mode」必須是 { $modes }，而不是 { $mode }
event-points-shape = 「points」必須是 {"{"}"win", "draw", "loss"{"}"}，數值為 0 到 { $limit } 的整數
event-seed-length = 「seed」必須是 1 到 { $limit } 個字元的文字
event-begun = 聚會的賽事已經開始
event-setting-unknown = 賽事沒有設定「{ $key }」
event-setting-fixed = 第 1 輪配對後，「{ $key }」就固定了
event-mode-fixed-by-players = 已有玩家報名：2v2 賽事報名的是隊伍，其他賽事報名的是玩家，所以模式不能在兩者之間切換
register-needs-token = 報名玩家需要聚會的主辦人權杖或報名權杖（Authorization: Bearer）
token-cannot-register = 此權杖既不能管理聚會，也不能為它報名玩家
player-field-unknown = 玩家沒有欄位「{ $key }」
team-members-two = 「members」必須寫明隊伍的兩名玩家
join-link-replaced = 此報名連結已被較新的連結取代：請詢問主辦人
key-used-to-register = Idempotency-Key「{ $key }」已用於報名 { $player }；不同的請求需要新的鍵
team-members-needed = 2v2 賽事報名的是隊伍：請在「members」中提供隊伍的兩名玩家
team-members-not-wanted = { $mode } 賽事報名的是玩家而不是隊伍：請拿掉「members」
gathering-full = 聚會已有 { $limit } 名參賽者，已達容納上限
team-names-same = 隊伍的兩名玩家需要兩個不同的名字
name-taken = { $taken } 已經報名：請給 { $name } 一個分得出兩人的名字（例如加上姓氏的首字母）
dropped-already = { $player } 已在第 { $round } 輪後退賽
dropped-no-show = { $player } 沒有出席第 { $round } 輪，當時已被退賽
drop-while-playing = { $player } 正在第 { $round } 輪的第 { $table } 桌比賽，該桌還沒有結果：玩家只能在兩輪之間退賽（請先登記該桌的結果，或標記缺席）
drop-out-of-cut = { $player } 已不在淘汰賽中：淘汰賽開始後，只有仍在其中的玩家才能退賽（且沒有人遞補，414.6）
# 輪次、配對與裁定
rounds-are-paired = 此聚會有玩家：其輪次由玩家配對產生（{"{"}"pairings": "swiss"{"}"}），而不是手動建立的牌桌
round-type-unknown = 「type」必須是 "swiss" 或 "single_elimination"，而不是 { $kind }
round-type-mismatch = { $table }是為 { $declared } 輪次開始的，不是 { $kind }：其對局必須以 "round": "{ $kind }" 建立
round-started-meanwhile = 同一時刻已有另一輪開始：請重新查看
game-in-other-round = 對局「{ $game }」已經是另一輪的牌桌
game-not-in-gathering = 對局「{ $game }」不是此聚會的對局
no-game-to-time = 聚會沒有需要計時的對局：每局都已結束或屬於較早的輪次（請先加入本輪的對局）
round-games-list = 「games」必須是非空的對局 ID 清單
round-games-twice = 「games」重複列出了同一局
round-games-unknown = 「games」列出了「{ $game }」，它不是此聚會的對局
game-in-round = { $table }已經是第 { $round } 輪的牌桌
game-over-no-clock = { $table }已結束：不需要計時
round-paused = 第 { $round } 輪已經暫停
round-paused-meanwhile = 第 { $round } 輪剛剛被另一台裝置暫停
round-not-paused = 第 { $round } 輪沒有暫停
round-resumed-meanwhile = 第 { $round } 輪剛剛被另一台裝置恢復
extension-game-needed = 「game」必須是本輪某一局的 ID
extension-game-not-in-round = 「game」列出了「{ $game }」，它不是第 { $round } 輪的牌桌
key-used-in-round = Idempotency-Key「{ $key }」已在本輪用於另一次延長；不同的請求需要新的鍵
game-over-no-time = { $table }已結束：不再需要時間
time-called-play-went-on = { $table }已宣告時間到，之後比賽仍在繼續：延長已無法收回
table-wrote-meanwhile = { $table }恰好在此刻寫入了它的對局：請重新查看後再試
pairings-kind-unknown = 「pairings」必須是 "swiss" 或 "top"，而不是 { $kind }
cut-size-unknown = 「size」必須是淘汰賽的人數：{ $smallest } 到 { $largest }
round-paired-meanwhile = 第 { $round } 輪剛剛被另一台裝置配對：請重新查看
gathering-keeps-changing = 聚會一直在變動：請稍後重新配對
round-not-paired = 此聚會的第 { $round } 輪尚未配對{ $paired ->
    [0] （還沒有任何輪次完成配對）
   *[other] {""}
}
round-started-already = 第 { $round } 輪已經開始
round-superseded = 第 { $later } 輪已經配對：第 { $round } 輪不再開始
round-started-meanwhile-by = 第 { $round } 輪剛剛被另一台裝置開始
cut-size-for-top-only = 「size」只用於淘汰賽（"pairings": "top"）
cut-not-for-pods = 淘汰賽進行的是 1v1 比賽：{ $mode } 賽事沒有淘汰賽
cut-after-swiss = 淘汰賽在瑞士輪之後：請先配對第 1 輪
cut-size-needed = 「size」必須說明多少人進入淘汰賽：{ $smallest } 到 { $largest }
cut-size-fixed = 淘汰賽已定為前 { $cut } 名，不是 { $size }
table-names-refused = 第 { $table } 桌的對局不能用這些名字開始：{ $reason }
rounds-hand-made = 此聚會的第 { $round } 輪是用手動建立的牌桌開始的：聚會要嘛所有輪次都由玩家配對，要嘛都不配對
no-show-without-table = { $round ->
    [0] { $player } 沒有牌桌：還沒有任何輪次完成配對
   *[other] { $player } 在第 { $round } 輪沒有牌桌
}：缺席是指玩家沒有來到自己的牌桌
no-show-at-pod = 第 { $table } 桌是遭遇戰或戰爭牌桌：請手動登記其結果，並把 { $player } 寫入 "absent"
no-show-but-played = 第 { $table } 桌已有來自對局的結果：{ $player } 到場並比賽了
no-show-already = { $player } 已被登記為缺席
game-not-paired-table = 對局「{ $game }」不是此聚會的配對牌桌
table-game-written-meanwhile = 該桌的對局恰好在此刻被寫入：請重新查看
result-field-unknown = 結果沒有欄位「{ $key }」
result-game-wins = 「game_wins」必須依牌桌順序（{ $order }）為每一方列出一個 0 到 { $limit } 的整數，共 { $sides } 個
result-games-drawn = 「games_drawn」必須是 0 到 { $limit } 的整數
result-absent-list = 「absent」必須列出未到場參賽者的 ID
result-absent-unknown = 「absent」列出了「{ $entrant }」，但此人不在這張牌桌（{ $order }）
result-absent-twice = 「absent」重複列出了同一名參賽者
# 牌桌的計數器與先手
counter-not-whole = `{ $key }` 必須是整數，而不是 { $value }
counter-field-unknown = 計數器變更包含 `player`、`counter` 以及 `add` 或 `value`，不包含 `{ $key }`
counter-player-unknown = { $player } 不是這局的玩家：{ $players }
counter-unknown = 沒有計數器 { $counter }：計數器有 { $counters }
counter-add-or-value = 請提供 `add`（+1、-1……）或 `value` 其中之一，不能同時提供
counter-below-zero = { $player } 的{ $counter ->
    [xp] 經驗
    [energy] 能量
   *[power] 威能
}為 { $value }：不能低於 0
counter-above-most = { $player } 的{ $counter ->
    [xp] 經驗
    [energy] 能量
   *[power] 威能
}為 { $value }：不能超過 { $limit }
key-used-for-counter = Idempotency-Key「{ $key }」已在這局中用於另一次計數器變更；不同的請求需要新的鍵
first-drawn-or-begun = 先手已經抽定，或對局已經開始
game-begun = 對局已經開始：{ $player } 先手
first-drawn = 先手已經抽定：{ $player } 先手
control-character = 控制字元
too-many-connections = 伺服器開啟的連線已達到它接受的上限（來自此位址，或總計）：請稍後再試
headers-too-large = 請求行和標頭太大
request-too-slow = 請求沒有及時送達：請完整地重新傳送
request-not-http = 請求不是有效的 HTTP/1.1

# Slips that expire, and the join link's share
table-result-final = 本桌結果已確定：賽事下一輪已據此配對，現在只有主辦者可以更改
too-many-registrations = 此裝置在短時間內透過報名連結登記了許多玩家：{ $seconds } 秒後才能登記下一位

## 淘汰賽晉級（問題 21）

cut-larger-than-field = 前 { $size } 名淘汰賽需要 { $size } 名仍在賽事中的選手，但只剩 { $left } 名：現在最多只能取前 { $largest } 名

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

# The pages' catalogue
unknown-language = 沒有「{ $tag }」的詞庫：可用語言為 { $languages }

# The legends of an event's players
legends-not-object = 「legends」必須是從本報名的玩家到其傳奇的物件
legend-not-in-entry = legends 列出了「{ $player }」，此人不在本報名中
team-legends-per-member = 隊伍需在「legends」中給出每位成員的傳奇
