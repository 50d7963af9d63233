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

## 棋盘：位置、卡牌与需要回合的行动

place-base = { $player } 的基地
unknown-card = 棋盘上没有卡牌“{ $card }”
card-not-a-unit = { $card } 是{ $kind ->
    [gear] 装备
    [rune] 符文
   *[hidden] 隐藏牌
}，不是单位
card-not-gear = { $card } 是{ $kind ->
    [unit] 单位
    [rune] 符文
   *[hidden] 隐藏牌
}，不是装备
doing-standard-move = 标准移动
doing-chain-item = 连锁项
doing-resolve-item = 结算连锁项
doing-remove-item = 移除连锁项
doing-choice = 选择
doing-end-showdown = 结束对决
doing-combat-result = 战斗结果
doing-new-turn = 新的回合
doing-scoring-step = 计分步骤
board-match-game-over = 比赛的第 { $game } 局已经结束（{ $outcome }）：下一局必须以 game 动作开始
control-not-written = 有棋盘的对局不写 { $do }：控制权由棋盘决定（移动、对决与战斗结果）

## 棋盘：起始棋盘

board-card-refused = 起始棋盘（"board"）：{ $reason }
board-gear-on-other-unit = 起始棋盘（"board"）：{ $gear } 是 { $controller } 的装备，却贴附在 { $owner } 的单位上
board-units-uncontrolled = 起始棋盘（"board"）：{ $player } 在无人控制的 { $battlefield } 有单位；start.control 必须把每个有单位的战场交给这些单位的控制者
board-units-controlled-by-other = 起始棋盘（"board"）：{ $player } 在 { $controller } 控制的 { $battlefield } 有单位；start.control 必须把每个有单位的战场交给这些单位的控制者
board-control-without-units = 起始棋盘（"board"）：start.control 把 { $battlefield } 交给 { $player }，但 { $player } 在那里没有单位（没有单位的战场无人控制）

## 棋盘：卡牌的进场与变化

card-no-id = 卡牌需要非空的 ID
card-already-on-board = { $card } 已经在棋盘上
unit-numbers-negative = { $unit } 的战力和伤害必须不小于 0
unit-enters-designated = { $unit } 不能以进攻方或防守方的身份进场
gear-away-from-unit = { $gear } 必须和 { $unit } 在同一处（{ $place }）才能贴附
hidden-card-not-at-battlefield = { $card } 是隐藏牌：它放在战场上
hide-where-not-controlled = { $player } 只能在自己控制的战场隐藏卡牌，不能在 { $battlefield }
recall-card-twice = 召回中同一张卡牌出现了两次
recall-no-cards = 召回至少需要一张卡牌
damage-below-one = 伤害至少为 1，不能是 { $amount }
unit-already-exhausted = { $unit } 已经横置
unit-already-ready = { $unit } 已经重置
might-below-zero = 战力不能小于 0，而它是 { $might }
already-controls-card = { $player } 已经控制 { $card }
gear-already-attached = { $gear } 已经贴附在 { $unit } 上
gear-for-own-units = { $gear } 只能贴附在 { $player } 的单位上
gear-not-attached = { $gear } 没有贴附在任何单位上

## 棋盘：移动与召回

move-no-units = { $move ->
    [standard] 标准移动
   *[effect] 移动
}至少需要一个单位
move-unit-twice = { $move ->
    [standard] 标准移动
   *[effect] 移动
}中同一个单位出现了两次
standard-move-not-your-turn = 只有回合玩家可以进行标准移动，而现在是 { $player } 的回合
standard-move-not-main-phase = 标准移动只能在主要阶段进行
standard-move-in-showdown = 对决期间不能进行标准移动（{ $battlefield } 正在进行对决）
standard-move-chain-not-empty = 标准移动要等到连锁为空
unit-of-another = { $unit } 是 { $controller } 的单位：{ $player } 不能移动它
unit-exhausted-no-standard-move = { $unit } 已横置：横置的单位不能进行标准移动
unit-already-there = { $unit } 已经在 { $place }
standard-move-from-other-base = { $unit } 在 { $place }：标准移动从其控制者的基地或战场出发
standard-move-from-base = 从基地出发，{ $unit } 的标准移动前往战场
standard-move-other-base = { $unit } 只能回到 { $home }，不能去 { $place }
no-ganking = { $unit } 没有游走：它的标准移动在基地和战场之间进行，不能从 { $origin } 到 { $place }
move-to-other-base = { $unit } 只能去其控制者的基地，不能去 { $place }
combat-about-to-start = { $battlefield } 即将开始战斗：单位只能作为标准移动的一组加入，或在战斗开始后于其对决中通过迅捷或反应加入
combat-joined-outside-chain = { $battlefield } 正在进行战斗：在其对决中只有带迅捷或反应的法术或技能能把单位移入，而此移动不能
combat-joined-too-slow = { $battlefield } 正在进行战斗：在其对决中只有带迅捷或反应的法术或技能能把单位移入，而 { $item }（{ $timing }）不能
hidden-card-recalled = { $card } 是隐藏牌：不能被召回
card-already-home = { $card } 已经在 { $place }
gear-goes-with-unit = { $gear } 贴附在 { $unit } 上：它随单位移动

## 棋盘：连锁

chain-item-no-id = 连锁项需要非空的 ID
chain-item-already-on = { $item } 已经在连锁上
chain-item-not-on = { $item } 不在连锁上
chain-item-already-legal = { $item } 已经是合法项
chain-empty = 连锁是空的：没有可结算的项
item-not-on-top = { $item }（{ $on_chain ->
    [yes] 在连锁上
   *[no] 不在连锁上
}）不能结算：最上面的是 { $top }
item-still-pending = { $item } 仍待定：成为合法项后才会结算
not-a-resolution-effect = { $kind } 不是结算会做的事

## 棋盘：清理、对决与战斗

cleanup-waits-for-choice = 正在清理：{ $player } 必须先选择{ $kind ->
    [showdown] 对决
   *[combat] 战斗
}开始的地点（{ $battlefields }）
nothing-to-choose = 没有可选择的：没有清理在等待选择
chooser-is-other = 由 { $chooser } 选择，而不是 { $player }
choice-elsewhere = { $kind ->
    [showdown] 对决
   *[combat] 战斗
}可以在 { $battlefields } 开始，不能在 { $battlefield }
chain-not-empty = { $moment ->
    [turn-end] 回合还不能结束
   *[scoring-step] 计分步骤不能开始
}：连锁上还有 { $items }
showdown-under-way = { $moment ->
    [turn-end] 回合还不能结束
   *[scoring-step] 计分步骤不能开始
}：{ $battlefield } 正在进行对决或战斗
no-showdown-to-end = 没有可结束的对决
showdown-opens-combat = { $battlefield } 的对决会开启战斗：它以战斗结果结束
showdown-chain-not-empty = 对决只有在连锁为空时才结束
no-combat-under-way = 没有正在进行的战斗
combat-chain-not-empty = 连锁上还有项时，战斗中的对决继续进行
combat-result-unit-twice = 战斗结果中同一个单位出现了两次
unit-not-in-combat = { $unit } 不在 { $battlefield } 的战斗中
combat-damage-negative = 伤害不能为负，而 { $unit } 的伤害是 { $amount }

## 记录的棋盘扩展

where-card = 卡牌 { $card }
where-some-card = 棋盘上的一张卡牌
value-card-id = 卡牌的 ID
value-unit-id = 单位的 ID
value-item-id = 连锁项的 ID
value-keywords = 关键词列表
value-place = 战场、"base" 或 {"{"}"base": 玩家{"}"}
value-timing = normal、action、reaction 或 triggered
value-gear-place = 装备所在的位置
value-hidden-place = 它隐藏所在的战场
value-damage = 把单位 ID 对应到整数的对象
value-units = 单位列表
value-gear-list = 装备列表
value-runes = 符文列表
value-hidden-cards = 隐藏牌列表
value-items = 连锁项列表
value-effects = 效果列表
board-not-object = "board" 必须是列出卡牌的对象，不能是 { $value }
board-unknown-lists = "board" 列出 units、gear、runes 和 hidden；不能是 { $keys }
card-kind-needed = { $where } 需要一张卡牌："unit"、"gear"、"rune" 或 "hidden"
effect-not-object = 效果必须是对象，不能是 { $value }
not-an-effect = { $do } 不是效果（效果：{ $effects }）

# The legends extension of a record's header
legends-unknown-player = legends 为“{ $player }”指定了传奇“{ $legend }”，但“{ $player }”不是玩家
value-legends = 从玩家名称到传奇名称的对象

# The service's refusals

# 位置，以及拒绝所指的对象
where-body = 请求正文
where-line = 第 { NUMBER($line, useGrouping: 0) } 行
where-the-action = 该操作
where-action-number = 第 { NUMBER($number, useGrouping: 0) } 个操作
stored-header = 其开头
stored-entry = 其日志的第 { NUMBER($entry, useGrouping: 0) } 条
stored-action = 其第 { NUMBER($number, useGrouping: 0) } 个操作
game-by-table = 牌桌“{ $table }”
game-by-id = 对局“{ $game }”
field-named = “{ $name }”
named-in-list = { $list ->
    [players] 玩家
   *[other] 战场
} { $number }
name-of = { $who } 的名字
gathering-name = 聚会的名称
invisible-after = 在“{ $text }”之后
invisible-at-start = 在开头
# HTTP 层
invalid-request = 请求无效：{ $where }：{ $fault }
invalid-value = 不是有效的值
invalid-value-missing = 必填，但缺失
invalid-value-limit = { $limit ->
    [le] 不能大于 { $number }
    [ge] 不能小于 { $number }
    [lt] 必须小于 { $number }
    [gt] 必须大于 { $number }
    [max_length] 最多 { $number } 个字符
   *[min_length] 至少 { $number } 个字符
}
http-refusal = { $status ->
    [404] 这个地址下什么都没有
    [405] 这个地址不接受这种方法
   *[other] 请求被拒绝（HTTP { NUMBER($status, useGrouping: 0) }）
}
database-unavailable = 暂时无法连接数据库；除非使用同一 Idempotency-Key 重试后另有说明，否则没有任何更改：请稍后再试
internal-error = 服务器未能答复此请求（组织者的日志里写明了原因）；使用同一 Idempotency-Key 重试不会重复执行任何操作
unknown-host = 此服务器不响应名称“{ $host }”：组织者可以添加它（RIFTSCORE_ALLOWED_HOSTS）
cross-origin = 其他网站的页面不能在这里写入：请打开计分器自己的页面
body-too-large = 请求正文最多 { NUMBER($limit, useGrouping: 0) } 字节
path-with-nul = 这里没有任何名称包含 NUL 字符
too-many-creations = 此设备在短时间内创建了太多{ $what ->
    [games] 对局
    [gatherings] 聚会
   *[other] 请求
}：{ $seconds } 秒后才能再创建
qr-text-length = “text”必须是链接，长度为 1 到 { $limit } 个字符
gathering-needs-name = 聚会需要“name”
paired-round-fields = 配对轮次接受“pairings”“size”“minutes”和“start”，不接受“{ $key }”（其牌桌和类型由配对决定）
paired-round-start-flag = “start”必须是 true（立即启动本轮计时）或 false（只配对）
start-round-fields = 开始一轮只接受“minutes”，不接受“{ $key }”
body-not-object = 请求正文必须是一个 JSON 对象
body-incomplete = 请求正文结束前连接就关闭了
body-media-type-wrong = 请求正文必须以 { $accepted } 发送（其 Content-Type），而不是“{ $declared }”
body-media-type-missing = 请求正文必须以 { $accepted } 发送（其 Content-Type），但没有给出
body-empty = 请求正文为空：它必须是一个 JSON 对象
body-too-deep = 请求正文嵌套太深
body-not-json = 请求正文不是有效的 JSON
body-not-json-at = 请求正文不是有效的 JSON（在第 { NUMBER($byte, useGrouping: 0) } 字节）
body-json-ends-early = 请求正文不是有效的 JSON：它在 JSON 值结束之前就结束了
json-number-unsafe = { $where }包含数字 { $number }：数字必须介于 -{ NUMBER($limit, useGrouping: 0) } 和 { NUMBER($limit, useGrouping: 0) } 之间
json-text-with-nul = { $where }包含带有 NUL 字符（U+0000）的文本
if-match-not-version = If-Match 必须是像 "12" 这样的版本号，而不是“{ $value }”
stream-closed = { $whose ->
    [address] 此设备打开的实时连接超过了服务器为单个设备保留的数量
    [game] 这局的观看者超过了服务器为单个对局保留的数量
   *[server] 服务器打开的实时连接已达上限
}：这一条（最早的）已被关闭；稍后会自动重新连接
game-not-timed = 对局“{ $game }”不是计时轮次中的牌桌
# 对局
unloadable-game = 对局“{ $game }”已保存但无法加载：{ $where }：{ $reason }
engine-fault = 此引擎处理时出错（{ $kind }：{ $detail }）
no-such-game = 没有对局“{ $game }”
no-such-gathering = 没有 ID 为“{ $gathering }”的聚会
game-needs-token = 写入对局需要它的写入令牌（Authorization: Bearer）
token-cannot-write-game = 此令牌不能写入这局
gathering-needs-organiser-token = 向聚会添加对局需要它的组织者令牌
token-not-organiser = 此令牌不是该聚会的组织者令牌
reissue-outside-gathering = 只有聚会的组织者才能重新签发牌桌的写入令牌，而这局不属于任何聚会
reissue-needs-organiser-token = 重新签发牌桌的写入令牌需要组织者令牌
recovery-code-wrong = 这不是该聚会的恢复码，或者它已被使用
recovery-code-used = 此恢复码已被使用
gathering-name-length = “name”必须是聚会的名称，长度为 1 到 { $limit } 个字符
text-too-long = “{ $name }”必须是最多 { $limit } 个字符的{ $kind ->
    [label] 标签
   *[text] 文本
}
invisible-character = { $where }{ $place }有一个不可见字符（{ $codepoint }，{ $character }）：请只用可见字符重新输入
whole-number-range = “{ $name }”必须是 1 到 { NUMBER($most, useGrouping: 0) } 之间的整数
idempotency-key-length = Idempotency-Key 的长度必须为 1 到 { $limit } 个字符
name-missing = { $who } 需要一个名字
name-too-long = { $who } 的名字有 { $length } 个字符：名字最多 { $limit } 个字符
name-spaces-around = { $who } 的名字以空格开头或结尾
name-not-composed = { $who } 的名字不是 Unicode 组合形式（NFC）：请按键盘输入的方式书写
names-same = { $list ->
    [players] 玩家
   *[other] 战场
} { $first } 和 { $second } 同名：请给它们起玩家能区分的名字
names-alike = { $list ->
    [players] 玩家
   *[other] 战场
} { $first } 和 { $second } 同名（“{ $one }”和“{ $other }”只在大小写、全半角、空格或不可见连接符上不同）：请给它们起玩家能区分的名字
game-number-too-large = { $where }包含数字 { NUMBER($number, useGrouping: 0) }：对局中的数字（分数、胜利分数）无论正负最多为 { $limit }
victory-score-too-large = 胜利分数最多为 { $limit } 分，不能是 { NUMBER($points, useGrouping: 0) }
victory-score-set-too-large = { $where }将胜利分数设为 { NUMBER($points, useGrouping: 0) }：胜利分数最多为 { $limit } 分
record-too-deep = 记录嵌套太深
record-too-long = 记录有 { $actions } 个操作：一局最多 { $limit } 个
header-too-deep = 开头嵌套太深
action-too-deep = 操作嵌套太深
record-not-kept = 记录可以重放，但{ $where }无法保存：{ $reason }
nothing-to-undo = 没有可撤销的内容：没有生效的操作
time-called-by-clock = 第 { $round } 轮的计时器已在{ $table }宣布时间到：无法撤销（请用调整修正分数；裁判给予的延时会把时间还给该牌桌）
game-moved-on = 对局的版本是 { NUMBER($stored, useGrouping: 0) }，不是 { NUMBER($seen, useGrouping: 0) }：有人先写入了；请重新查看后再试
game-full = 这局已有 { $entries } 条记录，达到上限：请导出记录以保存
game-busy = 另一台设备一直在写入这局：请重新查看后再试
key-used-in-game = Idempotency-Key“{ $key }”已在这局中用于{ $do ->
    [undo] 一次撤销
   *[other] 一个“{ $do }”操作
}（第 { NUMBER($entry, useGrouping: 0) } 条）；不同的请求需要新的键
# 聚会与赛事
no-such-player = 聚会中没有玩家“{ $player }”
no-such-round = 聚会没有第 { $round } 轮
no-such-swiss-round = 没有第 { $number } 轮瑞士轮：{ $rounds ->
    [0] 还没有任何轮次完成配对
   *[other] 目前的瑞士轮是第 1 到第 { $rounds } 轮
}
event-inconsistent = 赛事的事实已不再一致：{ $reason }
gathering-busy = 聚会同时被其他设备修改了很多次：请重试
tournament-refusal = { $reason }
player-name-not-text = “{ $name }”必须是文本形式的名字
player-name-length = “{ $name }”必须是 1 到 { $limit } 个字符的名字
event-mode-unknown = “mode”必须是 { $modes }，而不是 { $mode }
event-points-shape = “points”必须是 {"{"}"win", "draw", "loss"{"}"}，取值为 0 到 { $limit } 的整数
event-seed-length = “seed”必须是 1 到 { $limit } 个字符的文本
event-begun = 聚会的赛事已经开始
event-setting-unknown = 赛事没有设置“{ $key }”
event-setting-fixed = 第 1 轮配对后，“{ $key }”就固定了
event-mode-fixed-by-players = 已有玩家报名：2v2 赛事报名的是队伍，其他赛事报名的是玩家，所以模式不能在两者之间切换
register-needs-token = 报名玩家需要聚会的组织者令牌或报名令牌（Authorization: Bearer）
token-cannot-register = 此令牌既不能管理聚会，也不能为其报名玩家
player-field-unknown = 玩家没有字段“{ $key }”
team-members-two = “members”必须写明队伍的两名玩家
join-link-replaced = 此报名链接已被更新的链接取代：请询问组织者
key-used-to-register = Idempotency-Key“{ $key }”已用于报名 { $player }；不同的请求需要新的键
team-members-needed = 2v2 赛事报名的是队伍：请在“members”中给出队伍的两名玩家
team-members-not-wanted = { $mode } 赛事报名的是玩家而不是队伍：请去掉“members”
gathering-full = 聚会已有 { $limit } 名参赛者，已达容量上限
team-names-same = 队伍的两名玩家需要两个不同的名字
name-taken = { $taken } 已经报名：请给 { $name } 起一个能区分两人的名字（比如加上姓氏首字母）
dropped-already = { $player } 已在第 { $round } 轮后退赛
dropped-no-show = { $player } 没有出席第 { $round } 轮，当时已被退赛
drop-while-playing = { $player } 正在第 { $round } 轮的第 { $table } 桌比赛，该桌还没有结果：玩家只能在两轮之间退赛（请先记录该桌的结果，或标记缺席）
drop-out-of-cut = { $player } 已不在淘汰赛中：淘汰赛开始后，只有仍在其中的玩家才能退赛（且没有人递补，414.6）
# 轮次、配对与裁定
rounds-are-paired = 此聚会有玩家：其轮次由玩家配对产生（{"{"}"pairings": "swiss"{"}"}），而不是手动建立的牌桌
round-type-unknown = “type”必须是 "swiss" 或 "single_elimination"，而不是 { $kind }
round-type-mismatch = { $table }是为 { $declared } 轮次开始的，不是 { $kind }：其对局必须用 "round": "{ $kind }" 创建
round-started-meanwhile = 同一时刻已有另一轮开始：请重新查看
game-in-other-round = 对局“{ $game }”已经是另一轮的牌桌
game-not-in-gathering = 对局“{ $game }”不是此聚会的对局
no-game-to-time = 聚会没有需要计时的对局：每局都已结束或属于更早的轮次（请先添加本轮的对局）
round-games-list = “games”必须是非空的对局 ID 列表
round-games-twice = “games”重复列出了同一局
round-games-unknown = “games”列出了“{ $game }”，它不是此聚会的对局
game-in-round = { $table }已经是第 { $round } 轮的牌桌
game-over-no-clock = { $table }已结束：不需要计时
round-paused = 第 { $round } 轮已经暂停
round-paused-meanwhile = 第 { $round } 轮刚刚被另一台设备暂停
round-not-paused = 第 { $round } 轮没有暂停
round-resumed-meanwhile = 第 { $round } 轮刚刚被另一台设备恢复
extension-game-needed = “game”必须是本轮某一局的 ID
extension-game-not-in-round = “game”列出了“{ $game }”，它不是第 { $round } 轮的牌桌
key-used-in-round = Idempotency-Key“{ $key }”已在本轮用于另一次延时；不同的请求需要新的键
game-over-no-time = { $table }已结束：不再需要时间
time-called-play-went-on = { $table }已宣布时间到，此后比赛仍在继续：延时已无法收回
table-wrote-meanwhile = { $table }恰好在此刻写入了它的对局：请重新查看后再试
pairings-kind-unknown = “pairings”必须是 "swiss" 或 "top"，而不是 { $kind }
cut-size-unknown = “size”必须是淘汰赛的人数：{ $smallest } 到 { $largest }
round-paired-meanwhile = 第 { $round } 轮刚刚被另一台设备配对：请重新查看
gathering-keeps-changing = 聚会一直在变化：请稍后重新配对
round-not-paired = 此聚会的第 { $round } 轮尚未配对{ $paired ->
    [0] （还没有任何轮次完成配对）
   *[other] {""}
}
round-started-already = 第 { $round } 轮已经开始
round-superseded = 第 { $later } 轮已经配对：第 { $round } 轮不再开始
round-started-meanwhile-by = 第 { $round } 轮刚刚被另一台设备开始
cut-size-for-top-only = “size”只用于淘汰赛（"pairings": "top"）
cut-not-for-pods = 淘汰赛进行的是 1v1 比赛：{ $mode } 赛事没有淘汰赛
cut-after-swiss = 淘汰赛在瑞士轮之后：请先配对第 1 轮
cut-size-needed = “size”必须说明多少人进入淘汰赛：{ $smallest } 到 { $largest }
cut-size-fixed = 淘汰赛已定为前 { $cut } 名，不是 { $size }
table-names-refused = 第 { $table } 桌的对局不能用这些名字开始：{ $reason }
rounds-hand-made = 此聚会的第 { $round } 轮是用手动建立的牌桌开始的：聚会要么所有轮次都由玩家配对，要么都不配对
no-show-without-table = { $round ->
    [0] { $player } 没有牌桌：还没有任何轮次完成配对
   *[other] { $player } 在第 { $round } 轮没有牌桌
}：缺席是指玩家没有来到自己的牌桌
no-show-at-pod = 第 { $table } 桌是遭遇战或战争牌桌：请手动记录其结果，并把 { $player } 写入 "absent"
no-show-but-played = 第 { $table } 桌已有来自对局的结果：{ $player } 到场并比赛了
no-show-already = { $player } 已被记录为缺席
game-not-paired-table = 对局“{ $game }”不是此聚会的配对牌桌
table-game-written-meanwhile = 该桌的对局恰好在此刻被写入：请重新查看
result-field-unknown = 结果没有字段“{ $key }”
result-game-wins = “game_wins”必须按牌桌顺序（{ $order }）为每一方列出一个 0 到 { $limit } 的整数，共 { $sides } 个
result-games-drawn = “games_drawn”必须是 0 到 { $limit } 的整数
result-absent-list = “absent”必须列出未到场参赛者的 ID
result-absent-unknown = “absent”列出了“{ $entrant }”，但此人不在这张牌桌（{ $order }）
result-absent-twice = “absent”重复列出了同一名参赛者
# 牌桌的计数器与先手
counter-not-whole = `{ $key }` 必须是整数，而不是 { $value }
counter-field-unknown = 计数器变更包含 `player`、`counter` 以及 `add` 或 `value`，不包含 `{ $key }`
counter-player-unknown = { $player } 不是这局的玩家：{ $players }
counter-unknown = 没有计数器 { $counter }：计数器有 { $counters }
counter-add-or-value = 请给出 `add`（+1、-1……）或 `value` 之一，不能同时给出
counter-below-zero = { $player } 的{ $counter ->
    [xp] 经验
    [energy] 能量
   *[power] 威能
}为 { $value }：不能低于 0
counter-above-most = { $player } 的{ $counter ->
    [xp] 经验
    [energy] 能量
   *[power] 威能
}为 { $value }：不能超过 { $limit }
key-used-for-counter = Idempotency-Key“{ $key }”已在这局中用于另一次计数器变更；不同的请求需要新的键
first-drawn-or-begun = 先手已经抽定，或者对局已经开始
game-begun = 对局已经开始：{ $player } 先手
first-drawn = 先手已经抽定：{ $player } 先手
control-character = 控制字符
too-many-connections = 服务器打开的连接已达到它接受的上限（来自此地址，或总计）：请稍后再试
headers-too-large = 请求行和请求头太大
request-too-slow = 请求没有及时到达：请完整地重新发送
request-not-http = 请求不是有效的 HTTP/1.1

# Slips that expire, and the join link's share
table-result-final = 本桌结果已确定：赛事下一轮已据此配对，现在只有组织者可以更改
too-many-registrations = 此设备在短时间内通过报名链接登记了许多玩家：{ $seconds } 秒后才能登记下一位

## 淘汰赛晋级（问题 21）

cut-larger-than-field = 前 { $size } 名淘汰赛需要 { $size } 名仍在赛事中的选手，但只剩 { $left } 名：现在最多只能取前 { $largest } 名

# The pages
## Every page (base.html) and the language picker
page-needs-javascript = 记分器需要 JavaScript 才能与服务器通信。
page-language = 语言
page-unreachable = 无法连接服务器。服务器是否仍在运行？此设备是否在它的网络上？
## The modes and the types of round, as a chooser names them
mode-duel = 决斗（1 对 1）
mode-match = 比赛（1 对 1，三局两胜）
mode-skirmish = 混战（3 名玩家）
mode-war = 战争（4 名玩家）
mode-2v2 = 2 对 2（两支队伍）
procedure-summary = { $lead ->
        [1] 分数最高者获胜
       *[other] 领先 { $lead } 分者获胜
    }，{ $tied ->
        [draw] 否则为平局
       *[other] 平分则进入骤死
    }
round-option = { $round ->
        [swiss] 瑞士轮
       *[other] 单败淘汰
    }：{ procedure-summary }
## The start page (home.html, home.js)
home-page-title = riftscore：开始一局游戏
home-tagline = 应用计分规则、并大声报出每一分的 Riftbound 记分器。
home-recent-games = 此设备上的游戏
home-new-game = 新游戏
home-mode = 模式
home-players-legend = 按回合顺序排列的玩家：第一位先行动
home-player-seat = { $team ->
        [0] 玩家 { $seat }
       *[other] 玩家 { $seat } · 第 { $team } 队
    }
home-name-placeholder = 名字
home-teams-note = 2 对 2：队友分开就座，玩家 1 和 3 为一队，玩家 2 和 4 为另一队。
home-battlefields-legend = 场上的战场
home-battlefield-count = 数量
home-battlefield = 战场 { $seat }
home-more-options = 房规与赛事轮次
home-victory-score = 胜利分数（留空则为该模式的 { $score } 分；最多 { $most } 分）
home-round = 时间到时
home-start = 开始游戏
home-gathering = 举办赛事
home-gathering-hint = 供组织者使用：赛事的各张桌子、所有桌子共用一个时钟的计时瑞士轮或单败淘汰轮、延时，以及比赛结果。
home-gathering-name = 赛事名称
home-gathering-placeholder = 周五店赛
home-gathering-start = 开始赛事
home-recent-gatherings = 此设备上的赛事
home-footnote = 未经 Riot Games 认可。可在桌边的本地网络上离线使用：不会从互联网加载任何内容。
home-player-needs-name = 玩家 { $seat } 需要名字
home-battlefield-needs-name = 战场 { $seat } 需要名字
home-players-same-name = 玩家 { $seats } 的名字相同
home-battlefields-same-name = 战场 { $seats } 的名字相同
home-victory-bounds = 胜利分数须为 { $min } 到 { $max } 之间的整数
home-standing-won = { $count ->
       *[other] { $winners } 获胜
    }
home-standing-drawn = 平局
home-standing-not-begun = 尚未开始
home-standing-turn = 第 { $turn } 回合
home-standing-gone = 已不在服务器上
home-gathering-kind = 赛事

# The announcer (announce.py): every event said the way players say it at the table
announce-prefix = { $turn ->
        [0] 第一回合之前，{ $player }
       *[other] 第 { $turn } 回合，{ $player }
    }
announce-turn = 第 { $turn } 回合，{ $player }{ $extra ->
        [yes] { $additional ->
            [0] （额外回合）
           *[other] （额外回合，追加回合第 { $additional } / { $of } 个）
        }
       *[no] { $additional ->
            [0] {""}
           *[other] （追加回合第 { $additional } / { $of } 个）
        }
    }
announce-conquer = { $who }：征服 { $battlefield }，现在 { $score } 分
announce-conquer-draws = { $who }：征服 { $battlefield }：本回合并非每个战场都已得分，改为抽一张牌
announce-hold = { $who }：据守 { $battlefield }，现在 { $score } 分
announce-control-taken = { $who }：夺取 { $battlefield }（{ $reason ->
        [barred] 计分步骤时由队友控制，因此本队不能从中得分
       *[scored] 本回合已得过分，不得分
    }）
announce-control-lost = { $who }：失去 { $battlefield }，现在无人控制
announce-gain = { $who }：获得 { $points } 分，现在 { $score } 分
announce-gain-from = { $who }：从 { $source } 获得 { $points } 分，现在 { $score } 分
announce-burn-out = { $who }：燃尽，{ $opponent } 获得 1 分，现在 { $score } 分
announce-adjust = { $who }：调整 { $points } 分，现在 { $score } 分
announce-adjust-why = { $who }：调整 { $points } 分（{ $reason }），现在 { $score } 分
announce-victory-score = 胜利分数现在是 { $points } 分
announce-time-called = 时间到：当前回合打完，然后再进行 { $turns ->
       *[other] { $turns } 个追加回合
    }
announce-time-one-more-game = 局间时间到，胜局数持平 { $wins }：再打一局，其前 { $turns } 个回合为追加回合
announce-time-no-new-game = 局间时间到：不再开始新的一局
announce-sudden-death = { $score } 分平：进入骤死，下一分获胜
announce-win = { $count ->
       *[other] { $by ->
            [cleanup] { $winners } 赢得本局
            [burn_out] { $winners } 立即赢得本局：因反复燃尽获得制胜一分
            [time] { $winners } 在追加回合后以分数赢得本局
            [sudden_death] { $winners } 赢得本局：在骤死中率先领先
            [concede] 对方认输：{ $winners } 赢得本局
           *[other] { $winners } 赢得本局（{ $by }）
        }
    }
announce-win-by-lead = { $count ->
       *[other] { $winners } 领先 { $lead } 分：{ $winners } 赢得本局
    }
announce-win-most-points = { $count ->
       *[other] { $winners } 分数最高，{ $tally }：{ $winners } 赢得本局
    }
announce-drawn-no-lead = 无人领先 2 分，{ $tally }：本局平局
announce-drawn-game-wins-differ = { $score } 分平，但胜局数不同：本局平局
announce-drawn = 本局平局
announce-game-started = 第 { $number } 局，战场为 { $battlefields }：{ $first } 先手{ $additional ->
        [0] {""}
       *[other] ；前 { $additional } 个回合为追加回合
    }
announce-match-won = { $count ->
       *[other] { $winners } 赢得比赛，{ $wins }
    }
announce-match-drawn = 比赛平局，{ $wins }
announce-match-won-at-time = { $count ->
       *[other] { $winners } 以胜局数赢得比赛，{ $wins }
    }
announce-match-drawn-at-time = 胜局数持平 { $wins }：比赛平局

# The pages' catalogue
unknown-language = 没有“{ $tag }”的词库：可用语言为 { $languages }

# The legends of an event's players
legends-not-object = “legends”必须是从本报名的玩家到其传奇的对象
legend-not-in-entry = legends 列出了“{ $player }”，此人不在本报名中
team-legends-per-member = 队伍需在“legends”中给出每位成员的传奇
