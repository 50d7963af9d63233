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
