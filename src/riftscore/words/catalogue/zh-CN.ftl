# riftscore 的简体中文词句。与 en.ftl 的消息标识和变量完全相同。
# 玩家、战场和卡牌的名称不翻译；记录格式的关键字（$do、$key、$mode、$by）保持原样。

## 通用

list-separator = 、

## 记录的行

record-line = 第 { NUMBER($line, useGrouping: 0) } 行：{ $reason }

## 规则：玩家与战场

unknown-player = “{ $player }”不是本局的玩家（玩家：{ $players }）
unknown-battlefield = “{ $battlefield }”不是场上的战场（战场：{ $battlefields }）

## 规则：记录头

header-empty-name = { $key } 中不能有空名称
header-name-twice = { $key } 两次列出了“{ $name }”
header-player-count = { $mode } 需要 { $players } 名玩家，但记录头列出了 { $named } 名
header-battlefield-count = { $mode } 在 { $battlefields } 个战场上进行，但记录头列出了 { $named } 个
header-victory-score-below-one = victory_score 至少为 1，不能是 { $points }
teams-only-2v2 = 只有 2v2 才分队伍，{ $mode } 不分
teams-missing = 2v2 需要队伍：两组、每组两名玩家
teams-shape = teams 必须是两组、每组两名玩家
teams-players = teams 必须恰好列出每名玩家一次
teams-not-alternating = 回合顺序中两队玩家必须交替，但 { $first } 和 { $second } 是队友且座位相邻
start-scores-unknown-player = start.scores 列出了“{ $player }”，此人不是玩家
start-scores-negative = start.scores 给了 { $player } { $points } 分：分数不能低于 0
start-scores-team-twice = start.scores 同时列出了 { $first } 和 { $second }：一队共享一个分数，只列其中一人
start-control-unknown-battlefield = start.control 列出了“{ $battlefield }”，它不是场上的战场
start-control-unknown-player = start.control 把 { $battlefield } 给了“{ $player }”，此人不是玩家

## 规则：回合

turn-scoring-step-not-reached = 当前回合还没有到计分步骤
beginning-phase-not-started = 没有正在进行的开始阶段：应先 start_turn
not-in-beginning-phase = “{ $do }”不能在开始阶段发生
first-turn-extra = 一局的第一个回合不能是额外回合
first-turn-not-yours = 本局的第一个回合属于 { $first }，不属于 { $player }
turn-out-of-order = 回合顺序错误：下一回合由 { $next } 进行，而不是 { $player }（卡牌给予的回合写作 "extra": true）
turn-needed = { $do } 需要在回合进行中，而现在是{ $when ->
    [before-first-turn] 第一个回合之前
   *[between-turns] 两个回合之间
}
ally-occupies-only-2v2 = ally_occupies 只用于 2v2，{ $mode } 不用
ally-occupies-twice = ally_occupies 两次列出了同一个战场

## 规则：计分

already-controls = { $player } 已经控制 { $battlefield }
nobody-controls = 没有人控制 { $battlefield }，所以没有人会失去它
gain-below-one = 得分至少为 1 分，不能是 { $points }
burn-out-needs-opponent = 燃尽需要写明获得那 1 分的对手
burn-out-not-opponent = { $player } 不能把燃尽的分数给 { $gainer }
adjust-zero = 调整必须改变分数：points 不能为 0
resolve-empty = resolve 至少需要一个动作
not-in-resolve = “{ $do }”不能出现在 resolve 中（只能是 control、lose_control、gain、burn_out 和 adjust）
victory-score-below-one = 胜利分数至少为 1，不能是 { $points }
time-already-called = 本记录中已经宣布过时间到
no-concede = { $mode } 没有认输：这是混战模式

## 规则：一局与比赛的结束

game-over = 本局已经结束：{ $outcome }
match-over = 比赛已经结束：{ $outcome }
match-game-over = 第 { $game } 局已经结束（{ $outcome }）：下一局必须以 game 动作开始
outcome-drawn = { $by ->
    [none] 平局
    [time] 时间到，平局
   *[other] 平局（{ $by }）
}
outcome-won = { $by ->
    [none] { $winners } 获胜
    [cleanup] { $winners } 达到胜利分数获胜
    [sudden_death] { $winners } 在骤死中获胜
    [burn_out] { $winners } 因对手燃尽获胜
    [concede] { $winners } 因对手认输获胜
    [time] { $winners } 在时间到后获胜
   *[other] { $winners } 获胜（{ $by }）
}
game-only-in-match = game 动作只用于比赛，{ $mode } 不用
game-in-progress = 第 { $game } 局仍在进行
match-battlefield-count = 比赛的每一局都在 { $count } 个战场上进行
match-battlefield-names = 本局的战场必须是不同且非空的名称
battlefield-set-aside = { $battlefield } 已在有人获胜的一局中使用过：本场比赛余下的对局中将其移出

## 记录读取：行

record-empty = 记录是空的：需要一行记录头
line-not-utf8 = 不是有效的 UTF-8 文本（记录是 UTF-8 编码的 JSON Lines）
line-too-deep = 嵌套过深，不可能是记录的一行
json-number-too-long = 数字太长，无法读取（记录中的数字最多 4300 位）
json-not-a-number = 无效的 JSON：{ $constant } 不是 JSON 数字
json-invalid = 无效的 JSON（{ $detail }）
json-lone-surrogate = 无效的 JSON：字符串中含有“{ $escape }”，这是单独的代理项转义，不代表任何字符
json-extra-data = 无效的 JSON：这一行的第一个 JSON 值之后还有内容（一行只能有一个对象）
json-line-ends-early = 无效的 JSON：这一行在 JSON 值结束之前就结束了（一个对象不能跨两行）
json-byte-order-mark = 无效的 JSON：第 { $column } 列有字节顺序标记（只有文件的最开头可以有）
json-not-whitespace = 无效的 JSON：第 { $column } 列有{ $char ->
    [vertical-tab] 垂直制表符
    [form-feed] 换页符
    [file-separator] 文件分隔符
    [group-separator] 组分隔符
    [record-separator] 记录分隔符
    [unit-separator] 单元分隔符
    [next-line] 下一行字符（U+0085）
    [no-break-space] 不换行空格（U+00A0）
    [line-separator] 行分隔符（U+2028）
   *[paragraph-separator] 段落分隔符（U+2029）
}（JSON 的空白只有空格、制表符和换行）
json-unexpected = 无效的 JSON：第 { $column } 列出现意外的 { $char }
json-fault-at = 无效的 JSON：第 { $column } 列{ $fault ->
    [comma] 应为逗号
    [colon] 应为冒号
    [property-name] 应为用双引号括起的属性名
    [control-character] 有无效的控制字符
    [escape] 有无效的 \ 转义
    [unicode-escape] 有无效的 \uXXXX 转义
    [trailing-comma-object] 对象结尾前不允许有逗号
   *[trailing-comma-array] 数组结尾前不允许有逗号
}
json-other-fault-at = 无效的 JSON：第 { $column } 列：{ $fault }

## 记录读取：对象与键

where-action = { $do }
where-header = 记录头
where-beginning-phase = 在开始阶段
where-inside-resolve = 在 resolve 中
where-in-key = 在 { $do } 的“{ $key }”中
key-missing = { $where } 缺少 "{ $key }"（{ $what }）
key-wrong = { $where }："{ $key }" 必须是{ $what }，不能是 { $value }
value-name = 名称
value-names = 名称列表
value-count = 整数
value-text = 文本
value-flag = true 或 false
value-actions = 动作列表
value-one-of = { $choices } 之一
value-round = "swiss" 或 "single_elimination"
value-teams = 两组、每组两个玩家名称
value-object = 对象
action-not-object = 动作必须是 JSON 对象，不能是 { $value }
action-needs-do = 动作需要 "do"（发生了什么：turn、control……）
board-action-without-board = 未知动作 { $do }：这是棋盘动作，而本局没有棋盘（记录头中没有 "board"）
unknown-action = 未知动作 { $do }
action-misplaced = “{ $do }”不能{ $where }发生（只能是 { $allowed }）
ally-occupies-in-board-game = 有棋盘的对局不写 ally_occupies：棋盘知道单位在哪里
header-not-object = 记录头必须是 JSON 对象，不能是 { $value }
header-needs-format = 记录头需要 "format": "{ $format }"
header-wrong-format = format 必须是 "{ $format }"，不能是 { $value }
start-scores-not-map = 记录头："start.scores" 必须把玩家名称对应到整数，不能是 { $value }
start-control-not-map = 记录头："start.control" 必须把战场名称对应到玩家名称，不能是 { $value }
