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

# The service's refusals

# 위치, 그리고 거절이 가리키는 대상
where-body = 요청 본문
where-line = { NUMBER($line, useGrouping: 0) }번째 줄
where-the-action = 이 동작
where-action-number = { NUMBER($number, useGrouping: 0) }번째 동작
stored-header = 헤더
stored-entry = 로그의 { NUMBER($entry, useGrouping: 0) }번째 항목
stored-action = { NUMBER($number, useGrouping: 0) }번째 동작
game-by-table = 테이블 '{ $table }'
game-by-id = 게임 '{ $game }'
field-named = "{ $name }"
named-in-list = { $list ->
    [players] 플레이어
   *[other] 전장
} { $number }
name-of = { $who }의 이름
gathering-name = 모임 이름
invisible-after = "{ $text }" 뒤에
invisible-at-start = 맨 앞에
# HTTP 계층
invalid-request = 요청이 올바르지 않습니다: { $where }: { $fault }
invalid-value = 올바른 값이 아닙니다
invalid-value-missing = 필수 항목인데 빠졌습니다
invalid-value-limit = { $limit ->
    [le] { $number } 이하여야 합니다
    [ge] { $number } 이상이어야 합니다
    [lt] { $number }보다 작아야 합니다
    [gt] { $number }보다 커야 합니다
    [max_length] 최대 { $number }자여야 합니다
   *[min_length] 최소 { $number }자여야 합니다
}
http-refusal = { $status ->
    [404] 이 주소에는 아무것도 없습니다
    [405] 이 주소는 이 메서드를 받지 않습니다
   *[other] 요청이 거절되었습니다 (HTTP { NUMBER($status, useGrouping: 0) })
}
database-unavailable = 지금은 데이터베이스에 연결할 수 없습니다. 같은 Idempotency-Key로 다시 시도해 달리 확인되지 않는 한 아무것도 바뀌지 않았습니다: 잠시 후 다시 시도하세요
internal-error = 서버가 이 요청에 응답하지 못했습니다(이유는 주최자의 로그에 있습니다). 같은 Idempotency-Key로 다시 시도해도 아무것도 두 번 적용되지 않습니다
unknown-host = 이 서버는 '{ $host }'라는 이름에 응답하지 않습니다: 주최자가 추가할 수 있습니다 (RIFTSCORE_ALLOWED_HOSTS)
cross-origin = 다른 사이트의 페이지는 여기에 쓸 수 없습니다: 기록기 자체의 페이지를 여세요
body-too-large = 요청 본문은 최대 { NUMBER($limit, useGrouping: 0) }바이트여야 합니다
path-with-nul = 여기에는 NUL 문자가 들어간 이름이 없습니다
too-many-creations = 이 기기가 짧은 시간에 { $what ->
    [games] 게임을
    [gatherings] 모임을
   *[other] 요청을
} 너무 많이 만들었습니다: { $seconds }초 뒤에 다음 것을 만들 수 있습니다
qr-text-length = "text"는 1~{ $limit }자의 링크여야 합니다
gathering-needs-name = 모임에는 "name"이 필요합니다
paired-round-fields = 대진이 짜인 라운드는 "pairings", "size", "minutes", "start"를 받으며 '{ $key }'는 받지 않습니다 (테이블과 유형은 대진에서 정해집니다)
paired-round-start-flag = "start"는 true(라운드 시계를 바로 시작) 또는 false(대진만 짜기)여야 합니다
start-round-fields = 라운드를 시작할 때는 "minutes"만 받으며 '{ $key }'는 받지 않습니다
body-not-object = 요청 본문은 JSON 객체여야 합니다
body-incomplete = 요청 본문이 끝나기 전에 연결이 닫혔습니다
body-media-type-wrong = 요청 본문은 { $accepted }(으)로 보내야 합니다 (Content-Type). '{ $declared }'는 안 됩니다
body-media-type-missing = 요청 본문은 { $accepted }(으)로 보내야 하는데 (Content-Type) 지정되지 않았습니다
body-empty = 요청 본문이 비어 있습니다: JSON 객체 하나여야 합니다
body-too-deep = 요청 본문의 중첩이 너무 깊습니다
body-not-json = 요청 본문이 올바른 JSON이 아닙니다
body-not-json-at = 요청 본문이 올바른 JSON이 아닙니다 ({ NUMBER($byte, useGrouping: 0) }번째 바이트)
body-json-ends-early = 요청 본문이 올바른 JSON이 아닙니다: JSON 값이 끝나기 전에 끝납니다
json-number-unsafe = { $where }에 숫자 { $number }이(가) 있습니다: 숫자는 -{ NUMBER($limit, useGrouping: 0) }에서 { NUMBER($limit, useGrouping: 0) } 사이여야 합니다
json-text-with-nul = { $where }에 NUL 문자(U+0000)가 든 텍스트가 있습니다
if-match-not-version = If-Match는 "12" 같은 버전이어야 하며 '{ $value }'는 안 됩니다
stream-closed = { $whose ->
    [address] 이 기기가 연 실시간 스트림이 서버가 기기 하나에 허용하는 수보다 많습니다
    [game] 이 게임의 관전자가 서버가 게임 하나에 허용하는 수보다 많습니다
   *[server] 서버가 허용하는 만큼 실시간 스트림이 열려 있습니다
}: 가장 오래된 이 스트림은 닫혔습니다. 잠시 후 저절로 다시 열립니다
game-not-timed = 게임 '{ $game }'은(는) 시간제 라운드의 테이블이 아닙니다
# 게임
unloadable-game = 게임 '{ $game }'은(는) 저장되어 있지만 불러올 수 없습니다: { $where }: { $reason }
engine-fault = 이 엔진이 처리하다 실패했습니다 ({ $kind }: { $detail })
no-such-game = 게임 '{ $game }'이(가) 없습니다
no-such-gathering = ID가 '{ $gathering }'인 모임이 없습니다
game-needs-token = 게임에 쓰려면 그 게임의 쓰기 토큰이 필요합니다 (Authorization: Bearer)
token-cannot-write-game = 이 토큰으로는 이 게임에 쓸 수 없습니다
gathering-needs-organiser-token = 모임에 게임을 추가하려면 모임의 주최자 토큰이 필요합니다
token-not-organiser = 이 토큰은 모임의 주최자 토큰이 아닙니다
reissue-outside-gathering = 테이블의 쓰기 토큰은 모임의 주최자만 다시 발급할 수 있는데, 이 게임은 어떤 모임에도 속하지 않습니다
reissue-needs-organiser-token = 테이블의 쓰기 토큰을 다시 발급하려면 주최자 토큰이 필요합니다
recovery-code-wrong = 모임의 복구 코드가 아니거나 이미 사용된 코드입니다
recovery-code-used = 이 복구 코드는 이미 사용되었습니다
gathering-name-length = "name"은 1~{ $limit }자의 모임 이름이어야 합니다
text-too-long = "{ $name }"은(는) 최대 { $limit }자의 { $kind ->
    [label] 라벨이어야
   *[text] 텍스트여야
} 합니다
invisible-character = { $where }에 보이지 않는 문자가 { $place } 있습니다 ({ $codepoint }, { $character }): 보이는 문자만으로 다시 입력하세요
whole-number-range = "{ $name }"은(는) 1부터 { NUMBER($most, useGrouping: 0) }까지의 정수여야 합니다
idempotency-key-length = Idempotency-Key는 1~{ $limit }자여야 합니다
name-missing = { $who }에게 이름이 필요합니다
name-too-long = { $who }의 이름이 { $length }자입니다: 이름은 최대 { $limit }자입니다
name-spaces-around = { $who }의 이름이 공백으로 시작하거나 끝납니다
name-not-composed = { $who }의 이름이 유니코드 조합형(NFC)이 아닙니다: 키보드로 입력하는 대로 쓰세요
names-same = { $list ->
    [players] 플레이어
   *[other] 전장
} { $first }와(과) { $second }의 이름이 같습니다: 플레이어가 구별할 수 있는 이름을 붙이세요
names-alike = { $list ->
    [players] 플레이어
   *[other] 전장
} { $first }와(과) { $second }의 이름이 같습니다("{ $one }"와(과) "{ $other }"은(는) 대소문자, 전각·반각, 공백 또는 보이지 않는 연결 문자만 다릅니다): 플레이어가 구별할 수 있는 이름을 붙이세요
game-number-too-large = { $where }에 숫자 { NUMBER($number, useGrouping: 0) }이(가) 있습니다: 게임의 숫자(점수, 승리 점수)는 양쪽 방향 모두 최대 { $limit }입니다
victory-score-too-large = 승리 점수는 최대 { $limit }점입니다 ({ NUMBER($points, useGrouping: 0) } 불가)
victory-score-set-too-large = { $where }이(가) 승리 점수를 { NUMBER($points, useGrouping: 0) }(으)로 정합니다: 승리 점수는 최대 { $limit }점입니다
record-too-deep = 기록의 중첩이 너무 깊습니다
record-too-long = 기록에 동작이 { $actions }개 있습니다: 게임 하나에는 최대 { $limit }개까지입니다
header-too-deep = 헤더의 중첩이 너무 깊습니다
action-too-deep = 동작의 중첩이 너무 깊습니다
record-not-kept = 기록은 재생되지만 { $where }을(를) 보관할 수 없습니다: { $reason }
nothing-to-undo = 되돌릴 것이 없습니다: 유효한 동작이 없습니다
time-called-by-clock = { $round }라운드 시계가 { $table }에서 시간 종료를 선언했습니다: 되돌릴 수 없습니다 (점수는 조정으로 고치세요. 저지의 연장이 테이블에 시간을 돌려줍니다)
game-moved-on = 게임은 버전 { NUMBER($seen, useGrouping: 0) }이(가) 아니라 { NUMBER($stored, useGrouping: 0) }입니다: 다른 사람이 먼저 썼습니다. 다시 보고 다시 시도하세요
game-full = 이 게임에는 항목이 { $entries }개로, 게임 하나의 최대치입니다: 보관하려면 기록을 내보내세요
game-busy = 다른 기기가 이 게임에 계속 쓰고 있습니다: 다시 보고 다시 시도하세요
key-used-in-game = Idempotency-Key '{ $key }'는 이 게임에서 이미 { $do ->
    [undo] 되돌리기에
   *[other] "{ $do }" 동작에
} 사용되었습니다 ({ NUMBER($entry, useGrouping: 0) }번째 항목). 다른 요청에는 새 키가 필요합니다
# 모임과 대회
no-such-player = 모임에 플레이어 '{ $player }'이(가) 없습니다
no-such-round = 모임에 { $round }라운드가 없습니다
no-such-swiss-round = 스위스 { $number }라운드는 없습니다: { $rounds ->
    [0] 아직 대진이 짜인 라운드가 없습니다
   *[other] 지금까지의 스위스 라운드는 1~{ $rounds }라운드입니다
}
event-inconsistent = 대회의 사실들이 더 이상 서로 맞지 않습니다: { $reason }
gathering-busy = 다른 기기들이 모임을 한꺼번에 여러 번 바꿨습니다: 다시 시도하세요
tournament-refusal = { $reason }
player-name-not-text = "{ $name }"은(는) 텍스트로 된 이름이어야 합니다
player-name-length = "{ $name }"은(는) 1~{ $limit }자의 이름이어야 합니다
event-mode-unknown = "mode"는 { $modes } 중 하나여야 하며 { $mode }은(는) 안 됩니다
event-points-shape = "points"는 {"{"}"win", "draw", "loss"{"}"}여야 하며 값은 0부터 { $limit }까지의 정수입니다
event-seed-length = "seed"는 1~{ $limit }자의 텍스트여야 합니다
event-begun = 모임의 대회가 이미 시작되었습니다
event-setting-unknown = 대회에는 '{ $key }' 설정이 없습니다
event-setting-fixed = "{ $key }"은(는) 1라운드 대진이 짜이면 고정됩니다
event-mode-fixed-by-players = 이미 플레이어가 등록되어 있습니다: 2v2 대회는 팀을, 다른 대회는 플레이어를 등록하므로 둘 사이에서 모드를 바꿀 수 없습니다
register-needs-token = 플레이어를 등록하려면 모임의 주최자 토큰이나 참가 토큰이 필요합니다 (Authorization: Bearer)
token-cannot-register = 이 토큰으로는 모임을 운영할 수도, 플레이어를 등록할 수도 없습니다
player-field-unknown = 플레이어에는 '{ $key }' 필드가 없습니다
team-members-two = "members"에는 팀의 두 플레이어를 적어야 합니다
join-link-replaced = 이 참가 링크는 더 새 링크로 바뀌었습니다: 주최자에게 물어보세요
key-used-to-register = Idempotency-Key '{ $key }'는 이미 { $player } 등록에 사용되었습니다. 다른 요청에는 새 키가 필요합니다
team-members-needed = 2v2 대회는 팀을 등록합니다: 팀의 두 플레이어를 "members"에 적으세요
team-members-not-wanted = { $mode } 대회는 팀이 아니라 플레이어를 등록합니다: "members"를 빼세요
gathering-full = 모임의 참가자가 { $limit }명으로, 받을 수 있는 최대치입니다
team-names-same = 팀의 두 플레이어에게는 서로 다른 이름이 필요합니다
name-taken = { $taken }은(는) 이미 등록되어 있습니다: { $name }에게 구별되는 이름을 붙이세요 (예: 성의 머리글자)
dropped-already = { $player }은(는) { $round }라운드 뒤에 이미 기권했습니다
dropped-no-show = { $player }은(는) { $round }라운드에 나오지 않아 그때 제외되었습니다
drop-while-playing = { $player }은(는) 아직 결과가 없는 { $round }라운드 { $table }번 테이블에서 경기 중입니다: 기권은 라운드 사이에 합니다 (먼저 테이블의 결과를 기록하거나 불참으로 표시하세요)
drop-out-of-cut = { $player }은(는) 더 이상 탑 컷에 없습니다: 컷 이후에는 아직 컷에 남은 플레이어만 기권할 수 있습니다 (그 자리는 아무도 채우지 않습니다, 414.6)
# 라운드, 대진, 판정
rounds-are-paired = 이 모임에는 플레이어가 있습니다: 라운드는 손으로 만든 테이블이 아니라 플레이어로 대진을 짭니다 ({"{"}"pairings": "swiss"{"}"})
round-type-unknown = "type"은 "swiss" 또는 "single_elimination"이어야 하며 { $kind }은(는) 안 됩니다
round-type-mismatch = { $table }은(는) { $kind }이(가) 아니라 { $declared } 라운드로 시작되었습니다: 그 게임은 "round": "{ $kind }"로 만들어야 합니다
round-started-meanwhile = 같은 순간에 다른 라운드가 시작되었습니다: 다시 보세요
game-in-other-round = 게임 '{ $game }'은(는) 이미 다른 라운드의 테이블입니다
game-not-in-gathering = 게임 '{ $game }'은(는) 이 모임의 게임이 아닙니다
no-game-to-time = 모임에 시간을 잴 게임이 없습니다: 모든 게임이 끝났거나 이전 라운드에 있습니다 (먼저 라운드의 게임을 추가하세요)
round-games-list = "games"는 비어 있지 않은 게임 ID 목록이어야 합니다
round-games-twice = "games"에 같은 게임이 두 번 있습니다
round-games-unknown = "games"에 있는 '{ $game }'은(는) 이 모임의 게임이 아닙니다
game-in-round = { $table }은(는) 이미 { $round }라운드의 테이블입니다
game-over-no-clock = { $table }은(는) 끝났습니다: 시계가 필요 없습니다
round-paused = { $round }라운드는 이미 일시 정지되어 있습니다
round-paused-meanwhile = 방금 다른 기기가 { $round }라운드를 일시 정지했습니다
round-not-paused = { $round }라운드는 일시 정지되어 있지 않습니다
round-resumed-meanwhile = 방금 다른 기기가 { $round }라운드를 재개했습니다
extension-game-needed = "game"은 라운드 게임 중 하나의 ID여야 합니다
extension-game-not-in-round = "game"에 있는 '{ $game }'은(는) { $round }라운드의 테이블이 아닙니다
key-used-in-round = Idempotency-Key '{ $key }'는 이 라운드에서 이미 다른 연장에 사용되었습니다. 다른 요청에는 새 키가 필요합니다
game-over-no-time = { $table }은(는) 끝났습니다: 시간이 더 필요 없습니다
time-called-play-went-on = { $table }에서 시간 종료가 선언된 뒤에도 경기가 이어졌습니다: 연장으로 더는 되돌릴 수 없습니다
table-wrote-meanwhile = { $table }이(가) 바로 이 순간 자기 게임에 썼습니다: 다시 보고 다시 시도하세요
pairings-kind-unknown = "pairings"는 "swiss" 또는 "top"이어야 하며 { $kind }은(는) 안 됩니다
cut-size-unknown = "size"는 탑 컷 인원이어야 합니다: { $smallest }~{ $largest }
round-paired-meanwhile = 방금 다른 기기가 { $round }라운드 대진을 짰습니다: 다시 보세요
gathering-keeps-changing = 모임이 계속 바뀌고 있습니다: 잠시 후 다시 대진을 짜세요
round-not-paired = 이 모임의 { $round }라운드는 대진이 짜이지 않았습니다{ $paired ->
    [0] {" "}(아직 대진이 짜인 라운드가 없습니다)
   *[other] {""}
}
round-started-already = { $round }라운드는 이미 시작되었습니다
round-superseded = { $later }라운드 대진이 이미 짜였습니다: { $round }라운드는 더 이상 시작되지 않습니다
round-started-meanwhile-by = 방금 다른 기기가 { $round }라운드를 시작했습니다
cut-size-for-top-only = "size"는 탑 컷용입니다 ("pairings": "top")
cut-not-for-pods = 탑 컷은 1v1 매치로 진행됩니다: { $mode } 대회에는 탑 컷이 없습니다
cut-after-swiss = 탑 컷은 스위스 라운드 뒤에 옵니다: 먼저 1라운드 대진을 짜세요
cut-size-needed = "size"에는 탑 컷에 오르는 인원을 적어야 합니다: { $smallest }~{ $largest }
cut-size-fixed = 탑 컷은 이미 상위 { $size }명이 아니라 상위 { $cut }명으로 정해졌습니다
table-names-refused = { $table }번 테이블의 게임은 이 이름들로 시작할 수 없습니다: { $reason }
rounds-hand-made = 이 모임의 { $round }라운드는 손으로 만든 테이블로 시작되었습니다: 모임은 모든 라운드를 플레이어로 대진을 짜거나, 하나도 짜지 않습니다
no-show-without-table = { $round ->
    [0] { $player }에게는 테이블이 없습니다: 아직 대진이 짜인 라운드가 없습니다
   *[other] { $player }에게는 { $round }라운드 테이블이 없습니다
}: 불참은 자기 테이블에 오지 않은 플레이어에게 쓰는 것입니다
no-show-at-pod = { $table }번 테이블은 스커미시 또는 워 테이블입니다: 결과를 직접 기록하고 { $player }을(를) "absent"에 넣으세요
no-show-but-played = { $table }번 테이블에는 게임에서 나온 결과가 있습니다: { $player }은(는) 와서 경기했습니다
no-show-already = { $player }은(는) 이미 불참으로 기록되어 있습니다
game-not-paired-table = 게임 '{ $game }'은(는) 이 모임의 대진 테이블이 아닙니다
table-game-written-meanwhile = 바로 이 순간 테이블의 게임에 기록이 들어왔습니다: 다시 보세요
result-field-unknown = 결과에는 '{ $key }' 필드가 없습니다
result-game-wins = "game_wins"에는 테이블 순서({ $order })대로 한 쪽에 하나씩, 0부터 { $limit }까지의 정수 { $sides }개를 적어야 합니다
result-games-drawn = "games_drawn"은 0부터 { $limit }까지의 정수여야 합니다
result-absent-list = "absent"에는 오지 않은 참가자의 ID를 적어야 합니다
result-absent-unknown = "absent"에 있는 '{ $entrant }'은(는) 이 테이블에 앉아 있지 않습니다 ({ $order })
result-absent-twice = "absent"에 같은 참가자가 두 번 있습니다
# 테이블의 카운터와 선 정하기
counter-not-whole = `{ $key }`는 정수여야 하며 { $value }은(는) 안 됩니다
counter-field-unknown = 카운터 변경에는 `player`, `counter`, 그리고 `add` 또는 `value`가 있으며 `{ $key }`는 없습니다
counter-player-unknown = { $player }은(는) 이 게임의 플레이어가 아닙니다: { $players }
counter-unknown = 카운터 { $counter }은(는) 없습니다: 카운터는 { $counters }입니다
counter-add-or-value = `add`(+1, -1...)와 `value` 중 하나만 주세요
counter-below-zero = { $player }의 { $counter ->
    [xp] 경험치
    [energy] 에너지
   *[power] 파워
}가 { $value }입니다: 0 밑으로 내려갈 수 없습니다
counter-above-most = { $player }의 { $counter ->
    [xp] 경험치
    [energy] 에너지
   *[power] 파워
}가 { $value }입니다: { $limit }을(를) 넘을 수 없습니다
key-used-for-counter = Idempotency-Key '{ $key }'는 이 게임에서 이미 다른 카운터 변경에 사용되었습니다. 다른 요청에는 새 키가 필요합니다
first-drawn-or-begun = 선은 이미 정해졌거나 게임이 이미 시작되었습니다
game-begun = 게임이 이미 시작되었습니다: { $player }이(가) 선이었습니다
first-drawn = 선은 이미 정해졌습니다: { $player }이(가) 먼저 합니다
control-character = 제어 문자
too-many-connections = 서버가 받을 수 있는 만큼 연결이 열려 있습니다 (이 주소에서, 또는 전체): 잠시 후 다시 시도하세요
headers-too-large = 요청 줄과 헤더가 너무 큽니다
request-too-slow = 요청이 제때 도착하지 않았습니다: 전체를 다시 보내세요
request-not-http = 요청이 올바른 HTTP/1.1이 아닙니다

# Slips that expire, and the join link's share
table-result-final = 이 테이블의 결과는 확정되었습니다: 이벤트의 다음 라운드가 이 결과로 매칭되었으므로 이제 주최자만 바꿀 수 있습니다
too-many-registrations = 이 기기에서 짧은 시간에 참가 링크로 많은 플레이어를 등록했습니다: 다음 등록은 { $seconds }초 후에 할 수 있습니다

## 본선 컷 (이슈 21)

cut-larger-than-field = 상위 { $size }명 컷에는 대회에 남아 있는 플레이어 { $size }명이 필요하지만 { $left }명만 남았습니다. 지금 가능한 가장 큰 컷은 상위 { $largest }명입니다

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

# The pages' catalogue
unknown-language = '{ $tag }'에 대한 카탈로그가 없습니다: 언어는 { $languages }입니다

# The legends of an event's players
legends-not-object = "legends"는 등록의 플레이어에서 전설로 가는 객체여야 합니다
legend-not-in-entry = legends에 있는 '{ $player }'은(는) 이 등록에 없습니다
team-legends-per-member = 팀은 각 멤버의 전설을 "legends"에 적습니다
