# riftscore의 한국어 문장. en.ftl과 같은 메시지 ID와 같은 변수를 씁니다.
# 플레이어, 전장, 카드의 이름은 번역하지 않습니다. 기록 형식의 키워드($do, $key, $mode, $by)는 그대로 둡니다.

## 공통

list-separator = {", "}

## 기록의 줄

record-line = { NUMBER($line, useGrouping: 0) }번째 줄: { $reason }

## 규칙: 누구와 어디

unknown-player = '{ $player }'은(는) 이 게임의 플레이어가 아닙니다 (플레이어: { $players })
unknown-battlefield = '{ $battlefield }'은(는) 게임 중인 전장이 아닙니다 (전장: { $battlefields })

## 규칙: 헤더

header-empty-name = { $key }에 빈 이름이 있으면 안 됩니다
header-name-twice = { $key }에 '{ $name }'이(가) 두 번 있습니다
header-player-count = { $mode }은(는) { $players }명이 플레이하지만 헤더에는 { $named }명이 있습니다
header-battlefield-count = { $mode }은(는) 전장 { $battlefields }개에서 플레이하지만 헤더에는 { $named }개가 있습니다
header-victory-score-below-one = victory_score는 1 이상이어야 합니다 ({ $points } 불가)
teams-only-2v2 = 팀은 2v2에만 있습니다 ({ $mode } 불가)
teams-missing = 2v2에는 팀이 필요합니다: 두 명씩 두 목록
teams-shape = teams는 두 명씩 두 목록이어야 합니다
teams-players = teams에는 모든 플레이어가 정확히 한 번씩 있어야 합니다
teams-not-alternating = 턴 순서에서 팀이 번갈아야 하지만 { $first }와(과) { $second }은(는) 같은 팀이고 나란히 앉아 있습니다
start-scores-unknown-player = start.scores에 있는 '{ $player }'은(는) 플레이어가 아닙니다
start-scores-negative = start.scores가 { $player }에게 { $points }점을 줍니다: 점수는 0 미만이 될 수 없습니다
start-scores-team-twice = start.scores에 { $first }와(과) { $second }이(가) 모두 있습니다: 한 팀은 점수를 하나 공유하니 한 명만 적으세요
start-control-unknown-battlefield = start.control에 있는 '{ $battlefield }'은(는) 게임 중인 전장이 아닙니다
start-control-unknown-player = start.control이 { $battlefield }을(를) '{ $player }'에게 주지만 그는 플레이어가 아닙니다

## 규칙: 턴

turn-scoring-step-not-reached = 진행 중인 턴이 아직 득점 단계에 이르지 않았습니다
beginning-phase-not-started = 진행 중인 시작 단계가 없습니다: start_turn이 먼저입니다
not-in-beginning-phase = "{ $do }"은(는) 시작 단계에 일어날 수 없습니다
first-turn-extra = 게임의 첫 턴은 추가 턴일 수 없습니다
first-turn-not-yours = 이 게임의 첫 턴은 { $player }이(가) 아니라 { $first }의 턴입니다
turn-out-of-order = 턴 순서가 틀렸습니다: 다음 턴은 { $player }이(가) 아니라 { $next }의 턴입니다 (카드가 준 턴은 "extra": true로 적습니다)
turn-needed = { $do }은(는) 진행 중인 턴이 필요한데 지금은 { $when ->
    [before-first-turn] 첫 턴 전입니다
   *[between-turns] 턴과 턴 사이입니다
}
ally-occupies-only-2v2 = ally_occupies는 2v2에만 있습니다 ({ $mode } 불가)
ally-occupies-twice = ally_occupies에 같은 전장이 두 번 있습니다

## 규칙: 점수

already-controls = { $player }은(는) 이미 { $battlefield }을(를) 점령하고 있습니다
nobody-controls = 아무도 { $battlefield }을(를) 점령하고 있지 않아 잃을 수도 없습니다
gain-below-one = 득점은 1점 이상이어야 합니다 ({ $points } 불가)
burn-out-needs-opponent = 번아웃에는 그 점수를 얻는 상대가 필요합니다
burn-out-not-opponent = { $player }은(는) 번아웃 점수를 { $gainer }에게 줄 수 없습니다
adjust-zero = 조정은 점수를 바꿔야 합니다: points는 0일 수 없습니다
resolve-empty = resolve에는 동작이 하나 이상 필요합니다
not-in-resolve = "{ $do }"은(는) resolve 안에서 일어날 수 없습니다 (control, lose_control, gain, burn_out, adjust만 가능)
victory-score-below-one = 승리 점수는 1 이상이어야 합니다 ({ $points } 불가)
time-already-called = 이 기록에서 이미 시간 종료가 선언되었습니다
no-concede = { $mode }에는 기권이 없습니다: 모두가 서로 겨루는 게임입니다

## 규칙: 게임과 매치의 끝

game-over = 게임이 끝났습니다: { $outcome }
match-over = 매치가 끝났습니다: { $outcome }
match-game-over = { $game }번째 게임이 끝났습니다 ({ $outcome }): 다음 게임은 game 동작으로 시작해야 합니다
outcome-drawn = { $by ->
    [none] 무승부
    [time] 시간 종료로 무승부
   *[other] 무승부 ({ $by })
}
outcome-won = { $by ->
    [none] { $winners } 승리
    [cleanup] { $winners } 점수로 승리
    [sudden_death] { $winners } 서든 데스로 승리
    [burn_out] { $winners } 번아웃으로 승리
    [concede] { $winners } 기권승
    [time] { $winners } 시간 종료 후 승리
   *[other] { $winners } 승리 ({ $by })
}
game-only-in-match = game 동작은 매치에만 있습니다 ({ $mode } 불가)
game-in-progress = { $game }번째 게임이 아직 진행 중입니다
match-battlefield-count = 매치의 각 게임은 전장 { $count }개에서 플레이합니다
match-battlefield-names = 게임의 전장은 서로 다르고 비어 있지 않은 이름이어야 합니다
battlefield-set-aside = { $battlefield }은(는) 누군가 이긴 게임에서 쓰였습니다: 매치의 나머지 동안 제외됩니다

## 기록 읽기: 줄

record-empty = 기록이 비어 있습니다: 헤더 줄이 필요합니다
line-not-utf8 = 올바른 UTF-8 텍스트가 아닙니다 (기록은 UTF-8 JSON Lines입니다)
line-too-deep = 너무 깊이 중첩되어 기록의 줄일 수 없습니다
json-number-too-long = 숫자가 너무 길어 읽을 수 없습니다 (기록의 숫자는 최대 4300자리입니다)
json-not-a-number = 잘못된 JSON: { $constant }은(는) JSON 숫자가 아닙니다
json-invalid = 잘못된 JSON ({ $detail })
json-lone-surrogate = 잘못된 JSON: 문자열에 "{ $escape }"이(가) 있습니다. 짝이 없는 서로게이트 이스케이프로, 어떤 문자도 나타내지 않습니다
json-extra-data = 잘못된 JSON: 이 줄의 첫 JSON 값 뒤에 무언가 더 있습니다 (한 줄에는 객체가 정확히 하나 있습니다)
json-line-ends-early = 잘못된 JSON: JSON 값이 끝나기 전에 줄이 끝납니다 (객체는 두 줄에 걸칠 수 없습니다)
json-byte-order-mark = 잘못된 JSON: { $column }번째 열에 바이트 순서 표시가 있습니다 (파일의 맨 앞에만 올 수 있습니다)
json-not-whitespace = 잘못된 JSON: { $column }번째 열에 { $char ->
    [vertical-tab] 세로 탭
    [form-feed] 폼 피드
    [file-separator] 파일 구분 문자
    [group-separator] 그룹 구분 문자
    [record-separator] 레코드 구분 문자
    [unit-separator] 단위 구분 문자
    [next-line] 다음 줄 문자(U+0085)
    [no-break-space] 줄바꿈 없는 공백(U+00A0)
    [line-separator] 줄 구분 문자(U+2028)
   *[paragraph-separator] 문단 구분 문자(U+2029)
}이(가) 있습니다 (JSON의 공백은 스페이스, 탭, 줄 끝뿐입니다)
json-unexpected = 잘못된 JSON: { $column }번째 열에 예상하지 못한 { $char }
json-fault-at = 잘못된 JSON: { $column }번째 열에 { $fault ->
    [comma] 쉼표가 필요합니다
    [colon] 콜론이 필요합니다
    [property-name] 큰따옴표로 감싼 속성 이름이 필요합니다
    [control-character] 잘못된 제어 문자가 있습니다
    [escape] 잘못된 \ 이스케이프가 있습니다
    [unicode-escape] 잘못된 \uXXXX 이스케이프가 있습니다
    [trailing-comma-object] 객체 끝 앞에 쉼표를 둘 수 없습니다
   *[trailing-comma-array] 배열 끝 앞에 쉼표를 둘 수 없습니다
}
json-other-fault-at = 잘못된 JSON: { $column }번째 열: { $fault }

## 기록 읽기: 객체와 키

where-action = { $do }
where-header = 헤더
where-beginning-phase = 시작 단계에
where-inside-resolve = resolve 안에서
where-in-key = { $do }의 "{ $key }" 안에서
key-missing = { $where }에 "{ $key }"이(가) 필요합니다 ({ $what })
key-wrong = { $where }: "{ $key }"은(는) { $what }이어야 합니다 ({ $value } 불가)
value-name = 이름
value-names = 이름 목록
value-count = 정수
value-text = 텍스트
value-flag = true 또는 false
value-actions = 동작 목록
value-one-of = { $choices } 중 하나
value-round = "swiss" 또는 "single_elimination"
value-teams = 플레이어 이름 두 개씩 두 목록
value-object = 객체
action-not-object = 동작은 JSON 객체여야 합니다 ({ $value } 불가)
action-needs-do = 동작에는 "do"가 필요합니다 (일어난 일: turn, control, ...)
board-action-without-board = 알 수 없는 동작 { $do }: 보드 동작인데 이 게임에는 보드가 없습니다 (헤더에 "board"가 없음)
unknown-action = 알 수 없는 동작 { $do }
action-misplaced = "{ $do }"은(는) { $where } 일어날 수 없습니다 ({ $allowed }만 가능)
ally-occupies-in-board-game = 보드가 있는 게임에서는 ally_occupies를 적지 않습니다: 유닛의 위치는 보드가 압니다
header-not-object = 헤더는 JSON 객체여야 합니다 ({ $value } 불가)
header-needs-format = 헤더에 "format": "{ $format }"이(가) 필요합니다
header-wrong-format = format은 "{ $format }"이어야 합니다 ({ $value } 불가)
start-scores-not-map = 헤더: "start.scores"는 플레이어 이름을 정수에 대응시켜야 합니다 ({ $value } 불가)
start-control-not-map = 헤더: "start.control"은 전장 이름을 플레이어 이름에 대응시켜야 합니다 ({ $value } 불가)

## 보드: 장소, 카드, 턴이 필요한 것

place-base = { $player }의 기지
unknown-card = 보드에 '{ $card }' 카드가 없습니다
card-not-a-unit = { $card }은(는) 유닛이 아니라 { $kind ->
    [gear] 장비
    [rune] 룬
   *[hidden] 숨겨진 카드
}입니다
card-not-gear = { $card }은(는) 장비가 아니라 { $kind ->
    [unit] 유닛
    [rune] 룬
   *[hidden] 숨겨진 카드
}입니다
doing-standard-move = 기본 이동
doing-chain-item = 체인 항목
doing-resolve-item = 체인 항목 해결
doing-remove-item = 체인 항목 제거
doing-choice = 선택
doing-end-showdown = 대결 종료
doing-combat-result = 전투 결과
doing-new-turn = 새 턴
doing-scoring-step = 득점 단계
board-match-game-over = 매치의 { $game }번째 게임이 끝났습니다 ({ $outcome }): 다음 게임은 game 동작으로 시작해야 합니다
control-not-written = 보드가 있는 게임에서는 { $do }을(를) 적지 않습니다: 지배권은 보드(이동, 대결, 전투 결과)에서 정해집니다

## 보드: 시작 보드

board-card-refused = 시작 보드("board"): { $reason }
board-gear-on-other-unit = 시작 보드("board"): { $gear }은(는) { $controller }의 장비인데 { $owner }의 유닛에 부착되어 있습니다
board-units-uncontrolled = 시작 보드("board"): { $player }의 유닛이 아무도 지배하지 않는 { $battlefield }에 있습니다. start.control은 유닛이 있는 전장을 모두 그 유닛의 지배자에게 주어야 합니다
board-units-controlled-by-other = 시작 보드("board"): { $player }의 유닛이 { $controller }이(가) 지배하는 { $battlefield }에 있습니다. start.control은 유닛이 있는 전장을 모두 그 유닛의 지배자에게 주어야 합니다
board-control-without-units = 시작 보드("board"): start.control이 { $battlefield }을(를) { $player }에게 주지만 그곳에 { $player }의 유닛이 없습니다 (유닛이 없는 전장은 지배되지 않습니다)

## 보드: 들어오고 바뀌는 카드

card-no-id = 카드에는 비어 있지 않은 ID가 필요합니다
card-already-on-board = { $card }은(는) 이미 보드에 있습니다
unit-numbers-negative = { $unit }의 힘과 피해는 0 이상이어야 합니다
unit-enters-designated = { $unit }은(는) 공격자나 방어자로 들어올 수 없습니다
gear-away-from-unit = { $gear }을(를) 부착하려면 { $unit }이(가) 있는 곳({ $place })에 있어야 합니다
hidden-card-not-at-battlefield = { $card }은(는) 숨겨진 카드입니다: 전장에 놓입니다
hide-where-not-controlled = { $player }은(는) 자신이 지배하는 전장에만 카드를 숨길 수 있습니다. { $battlefield }에는 숨길 수 없습니다
recall-card-twice = 귀환에 같은 카드가 두 번 있습니다
recall-no-cards = 귀환에는 카드가 하나 이상 필요합니다
damage-below-one = 피해는 1 이상이어야 합니다 ({ $amount } 불가)
unit-already-exhausted = { $unit }은(는) 이미 소진되었습니다
unit-already-ready = { $unit }은(는) 이미 준비되어 있습니다
might-below-zero = 힘은 0보다 작을 수 없는데 { $might }입니다
already-controls-card = { $player }은(는) 이미 { $card }을(를) 지배합니다
gear-already-attached = { $gear }은(는) 이미 { $unit }에 부착되어 있습니다
gear-for-own-units = { $gear }은(는) { $player }의 유닛에만 부착할 수 있습니다
gear-not-attached = { $gear }은(는) 아무것에도 부착되어 있지 않습니다

## 보드: 이동과 귀환

move-no-units = { $move ->
    [standard] 기본 이동에는
   *[effect] 이동에는
} 유닛이 하나 이상 필요합니다
move-unit-twice = { $move ->
    [standard] 기본 이동에
   *[effect] 이동에
} 같은 유닛이 두 번 있습니다
standard-move-not-your-turn = 기본 이동은 턴 플레이어만 할 수 있는데 지금은 { $player }의 턴입니다
standard-move-not-main-phase = 기본 이동은 메인 단계에만 할 수 있습니다
standard-move-in-showdown = 대결 중에는 기본 이동을 할 수 없습니다 ({ $battlefield }에서 대결 진행 중)
standard-move-chain-not-empty = 기본 이동은 체인이 빌 때까지 기다립니다
unit-of-another = { $unit }은(는) { $controller }의 유닛입니다: { $player }은(는) 움직일 수 없습니다
unit-exhausted-no-standard-move = { $unit }은(는) 소진되었습니다: 소진된 유닛은 기본 이동을 할 수 없습니다
unit-already-there = { $unit }은(는) 이미 { $place }에 있습니다
standard-move-from-other-base = { $unit }은(는) { $place }에 있습니다: 기본 이동은 지배자의 기지나 전장에서 시작합니다
standard-move-from-base = 기지에서 { $unit }의 기본 이동은 전장으로 갑니다
standard-move-other-base = { $unit }은(는) { $home }(으)로만 돌아갈 수 있고 { $place }(으)로는 갈 수 없습니다
no-ganking = { $unit }에게는 갱킹이 없습니다: 기본 이동은 기지와 전장 사이를 오가며, { $origin }에서 { $place }(으)로 갈 수 없습니다
move-to-other-base = { $unit }은(는) 지배자의 기지로만 갈 수 있고 { $place }(으)로는 갈 수 없습니다
combat-about-to-start = { $battlefield }에서 곧 전투가 시작됩니다: 유닛은 기본 이동의 무리로만 합류하거나, 전투가 시작된 뒤 그 대결 중에 액션이나 리액션으로만 합류할 수 있습니다
combat-joined-outside-chain = { $battlefield }에서 전투가 진행 중입니다: 그 대결 중에는 액션이나 리액션이 있는 주문이나 능력만 유닛을 그곳으로 이동시킬 수 있으며, 이것은 할 수 없습니다
combat-joined-too-slow = { $battlefield }에서 전투가 진행 중입니다: 그 대결 중에는 액션이나 리액션이 있는 주문이나 능력만 유닛을 그곳으로 이동시킬 수 있으며, { $item } ({ $timing })은(는) 할 수 없습니다
hidden-card-recalled = { $card }은(는) 숨겨진 카드입니다: 귀환시킬 수 없습니다
card-already-home = { $card }은(는) 이미 { $place }에 있습니다
gear-goes-with-unit = { $gear }은(는) { $unit }에 부착되어 있습니다: 유닛이 가는 곳으로 함께 갑니다

## 보드: 체인

chain-item-no-id = 체인 항목에는 비어 있지 않은 ID가 필요합니다
chain-item-already-on = { $item }은(는) 이미 체인에 있습니다
chain-item-not-on = { $item }은(는) 체인에 없습니다
chain-item-already-legal = { $item }은(는) 이미 유효한 항목입니다
chain-empty = 체인이 비어 있습니다: 해결할 것이 없습니다
item-not-on-top = { $item }({ $on_chain ->
    [yes] 체인에 있음
   *[no] 체인에 없음
})은(는) 해결될 수 없습니다: 맨 위에 { $top }이(가) 있습니다
item-still-pending = { $item }은(는) 아직 대기 중입니다: 유효한 항목이 되면 해결됩니다
not-a-resolution-effect = { $kind }은(는) 해결이 하는 일이 아닙니다

## 보드: 정리, 대결, 전투

cleanup-waits-for-choice = 정리가 진행 중입니다: { $player }이(가) 먼저 { $kind ->
    [showdown] 대결이
   *[combat] 전투가
} 시작될 곳을 골라야 합니다 ({ $battlefields })
nothing-to-choose = 고를 것이 없습니다: 선택을 기다리는 정리가 없습니다
chooser-is-other = { $player }이(가) 아니라 { $chooser }이(가) 고릅니다
choice-elsewhere = { $kind ->
    [showdown] 대결은
   *[combat] 전투는
} { $battlefields }에서 시작될 수 있고 { $battlefield }에서는 시작될 수 없습니다
chain-not-empty = { $moment ->
    [turn-end] 아직 턴을 끝낼 수 없습니다
   *[scoring-step] 득점 단계를 시작할 수 없습니다
}: 체인에 아직 { $items }이(가) 있습니다
showdown-under-way = { $moment ->
    [turn-end] 아직 턴을 끝낼 수 없습니다
   *[scoring-step] 득점 단계를 시작할 수 없습니다
}: { $battlefield }에서 대결이나 전투가 진행 중입니다
no-showdown-to-end = 끝낼 대결이 없습니다
showdown-opens-combat = { $battlefield }의 대결은 전투를 엽니다: 전투 결과로 끝납니다
showdown-chain-not-empty = 대결은 체인이 비어야만 끝납니다
no-combat-under-way = 진행 중인 전투가 없습니다
combat-chain-not-empty = 체인에 항목이 있는 동안 전투의 대결은 계속됩니다
combat-result-unit-twice = 전투 결과에 같은 유닛이 두 번 있습니다
unit-not-in-combat = { $unit }은(는) { $battlefield }의 전투에 없습니다
combat-damage-negative = 피해는 음수일 수 없는데 { $unit }의 피해가 { $amount }입니다

## 기록의 보드 확장

where-card = { $card } 카드
where-some-card = 보드의 카드
value-card-id = 카드의 ID
value-unit-id = 유닛의 ID
value-item-id = 체인 항목의 ID
value-keywords = 키워드 목록
value-place = 전장, "base" 또는 {"{"}"base": 플레이어{"}"}
value-timing = normal, action, reaction 또는 triggered
value-gear-place = 장비가 있는 곳
value-hidden-place = 숨겨진 전장
value-damage = 유닛 ID를 정수에 대응시키는 객체
value-units = 유닛 목록
value-gear-list = 장비 목록
value-runes = 룬 목록
value-hidden-cards = 숨겨진 카드 목록
value-items = 항목 목록
value-effects = 효과 목록
board-not-object = "board"는 카드를 나열하는 객체여야 합니다 ({ $value } 불가)
board-unknown-lists = "board"는 units, gear, runes, hidden을 나열합니다 ({ $keys } 불가)
card-kind-needed = { $where }에는 카드 하나가 필요합니다: "unit", "gear", "rune" 또는 "hidden"
effect-not-object = 효과는 객체여야 합니다 ({ $value } 불가)
not-an-effect = { $do }은(는) 효과가 아닙니다 (효과: { $effects })

# The legends extension of a record's header
legends-unknown-player = legends가 '{ $player }'에게 전설 '{ $legend }'을(를) 주지만 '{ $player }'은(는) 플레이어가 아닙니다
value-legends = 플레이어 이름에서 전설 이름으로 가는 객체

# The pages
## Every page (base.html) and the language picker
page-needs-javascript = 트래커가 서버와 통신하려면 JavaScript가 필요합니다.
page-language = 언어
page-unreachable = 서버에 연결할 수 없습니다. 서버가 아직 실행 중이고 이 기기가 같은 네트워크에 있나요?
## The modes and the types of round, as a chooser names them
mode-duel = 결투 (1대1)
mode-match = 매치 (1대1, 3판 2선승)
mode-skirmish = 난투 (3인)
mode-war = 전쟁 (4인)
mode-2v2 = 2대2 (두 팀)
procedure-summary = { $lead ->
        [1] 점수가 가장 높은 쪽이 승리
       *[other] { $lead }점 앞서면 승리
    }, { $tied ->
        [draw] 그렇지 않으면 무승부
       *[other] 동점이면 서든 데스
    }
round-option = { $round ->
        [swiss] 스위스 라운드
       *[other] 싱글 엘리미네이션
    }: { procedure-summary }
## The start page (home.html, home.js)
home-page-title = riftscore: 게임 시작
home-tagline = 점수 규칙을 적용하고 모든 점수를 소리 내어 알려 주는 Riftbound 점수 기록기.
home-recent-games = 이 기기의 게임
home-new-game = 새 게임
home-mode = 모드
home-players-legend = 턴 순서대로 플레이어: 첫 번째 플레이어가 먼저 플레이합니다
home-player-seat = { $team ->
        [0] 플레이어 { $seat }
       *[other] 플레이어 { $seat } · { $team }팀
    }
home-name-placeholder = 이름
home-teams-note = 2대2: 팀원은 떨어져 앉습니다. 플레이어 1과 3이 한 팀, 플레이어 2와 4가 다른 팀입니다.
home-battlefields-legend = 사용하는 전장
home-battlefield-count = 개수
home-battlefield = 전장 { $seat }
home-more-options = 하우스 룰과 토너먼트 라운드
home-victory-score = 승리 점수 (비우면 모드 기본값 { $score }, 최대 { $most })
home-round = 시간이 종료되면
home-start = 게임 시작
home-gathering = 이벤트 운영
home-gathering-hint = 주최자용: 이벤트의 테이블, 모든 테이블이 하나의 시계를 쓰는 시간제 스위스 또는 싱글 엘리미네이션 라운드, 시간 연장과 결과.
home-gathering-name = 이벤트 이름
home-gathering-placeholder = 금요일 매장 대회
home-gathering-start = 이벤트 시작
home-recent-gatherings = 이 기기의 이벤트
home-footnote = Riot Games의 승인을 받지 않았습니다. 테이블의 자체 네트워크에서 오프라인으로 작동하며, 인터넷에서 아무것도 불러오지 않습니다.
home-player-needs-name = 플레이어 { $seat }의 이름이 필요합니다
home-battlefield-needs-name = 전장 { $seat }의 이름이 필요합니다
home-players-same-name = 플레이어 { $seats }의 이름이 같습니다
home-battlefields-same-name = 전장 { $seats }의 이름이 같습니다
home-victory-bounds = 승리 점수는 { $min }부터 { $max }까지의 정수입니다
home-standing-won = { $count ->
       *[other] { $winners } 승리
    }
home-standing-drawn = 무승부
home-standing-not-begun = 시작 전
home-standing-turn = { $turn }턴
home-standing-gone = 서버에 더 이상 없음
home-gathering-kind = 이벤트

# The announcer (announce.py): every event said the way players say it at the table
announce-prefix = { $turn ->
        [0] 첫 턴 전, { $player }
       *[other] { $turn }턴, { $player }
    }
announce-turn = { $turn }턴, { $player }{ $extra ->
        [yes] { $additional ->
            [0] {" "}(추가 턴)
           *[other] {" "}(추가 턴, 연장 턴 { $of }턴 중 { $additional }턴)
        }
       *[no] { $additional ->
            [0] {""}
           *[other] {" "}(연장 턴 { $of }턴 중 { $additional }턴)
        }
    }
announce-conquer = { $who }: { $battlefield } 정복, { $score }점
announce-conquer-draws = { $who }: { $battlefield } 정복: 이번 턴에 모든 전장이 점수를 얻지 않았으므로 대신 카드를 한 장 뽑습니다
announce-hold = { $who }: { $battlefield } 유지, { $score }점
announce-control-taken = { $who }: { $battlefield } 차지 ({ $reason ->
        [barred] 점수 단계에 팀원이 통제하고 있었으므로 팀은 점수를 얻을 수 없음
       *[scored] 이번 턴에 이미 점수를 얻음, 점수 없음
    })
announce-control-lost = { $who }: { $battlefield }을(를) 잃음, 이제 통제자 없음
announce-gain = { $who }: { $points }점 획득, { $score }점
announce-gain-from = { $who }: { $source }(으)로 { $points }점 획득, { $score }점
announce-burn-out = { $who }: 번아웃, { $opponent } 1점 획득, { $score }점
announce-adjust = { $who }: { $points }점 조정, { $score }점
announce-adjust-why = { $who }: { $points }점 조정 ({ $reason }), { $score }점
announce-victory-score = 승리 점수가 이제 { $points }점입니다
announce-time-called = 시간 종료: 진행 중인 턴을 마치고, 연장 턴 { $turns ->
       *[other] { $turns }턴
    }을 진행합니다
announce-time-one-more-game = 게임 사이에 시간 종료, 게임 승수 동률 { $wins }: 한 게임 더, 처음 { $turns }턴은 연장 턴
announce-time-no-new-game = 게임 사이에 시간 종료: 새 게임을 시작하지 않습니다
announce-sudden-death = { $score }점 동점: 서든 데스, 다음 점수를 얻는 쪽이 승리
announce-win = { $count ->
       *[other] { $by ->
            [cleanup] { $winners } 게임 승리
            [burn_out] { $winners } 즉시 게임 승리: 반복된 번아웃으로 얻은 결승점
            [time] { $winners } 연장 턴 후 점수로 게임 승리
            [sudden_death] { $winners } 게임 승리: 서든 데스에서 먼저 앞섬
            [concede] 상대가 기권: { $winners } 게임 승리
           *[other] { $winners } 게임 승리 ({ $by })
        }
    }
announce-win-by-lead = { $count ->
       *[other] { $winners } { $lead }점 차로 앞섬: { $winners } 게임 승리
    }
announce-win-most-points = { $count ->
       *[other] { $winners } 최다 득점, { $tally }: { $winners } 게임 승리
    }
announce-drawn-no-lead = 2점 차로 앞선 쪽이 없음, { $tally }: 게임 무승부
announce-drawn-game-wins-differ = { $score }점 동점, 게임 승수는 동률이 아님: 게임 무승부
announce-drawn = 게임 무승부
announce-game-started = { $battlefields }에서 { $number }번째 게임: { $first } 선공{ $additional ->
        [0] {""}
       *[other] , 처음 { $additional }턴은 연장 턴
    }
announce-match-won = { $count ->
       *[other] { $winners } 매치 승리, { $wins }
    }
announce-match-drawn = 매치 무승부, { $wins }
announce-match-won-at-time = { $count ->
       *[other] { $winners } 게임 승수로 매치 승리, { $wins }
    }
announce-match-drawn-at-time = 게임 승수 동률 { $wins }: 매치 무승부
