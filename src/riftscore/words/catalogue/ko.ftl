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
