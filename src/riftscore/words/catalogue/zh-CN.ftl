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
