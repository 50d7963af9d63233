# riftscore's words in English: the reference catalogue. Every other language has the same
# message ids with the same variables (tests/test_words.py checks it).
# Names of players, battlefields and cards are variables, never translated. Record keywords
# ($do, $key, $mode, $by) are the record format's own words and stay as they are.

## Shared pieces

list-separator = {", "}

## The record's lines

record-line = line { NUMBER($line, useGrouping: 0) }: { $reason }

## The rules: who and where

unknown-player = '{ $player }' is not a player in this game (players: { $players })
unknown-battlefield = '{ $battlefield }' is not a battlefield in play (battlefields: { $battlefields })

## The rules: the header

header-empty-name = { $key } must have non-empty names
header-name-twice = { $key } names '{ $name }' twice
header-player-count = { $mode } is played by { $players } players, but the header names { $named }
header-battlefield-count = { $mode } is played on { $battlefields } battlefields, but the header names { $named }
header-victory-score-below-one = victory_score must be at least 1, not { $points }
teams-only-2v2 = teams are only for 2v2, not { $mode }
teams-missing = 2v2 needs teams: two lists of two players
teams-shape = teams must be two lists of two players
teams-players = teams must name each of the players exactly once
teams-not-alternating = players must alternate teams in turn order, but { $first } and { $second } are teammates and sit next to each other
start-scores-unknown-player = start.scores names '{ $player }', who is not a player
start-scores-negative = start.scores gives { $player } { $points }: scores are never below 0
start-scores-team-twice = start.scores names both { $first } and { $second }: a team shares one score, name one of them
start-control-unknown-battlefield = start.control names '{ $battlefield }', which is not a battlefield in play
start-control-unknown-player = start.control gives { $battlefield } to '{ $player }', who is not a player

## The rules: turns

turn-scoring-step-not-reached = the turn in progress has not reached its scoring step yet
beginning-phase-not-started = there is no Beginning phase under way: start_turn comes first
not-in-beginning-phase = "{ $do }" cannot happen in the Beginning phase
first-turn-extra = the first turn of a game cannot be an extra turn
first-turn-not-yours = the game's first turn is { $first }'s, not { $player }'s
turn-out-of-order = turn out of order: { $next } plays the next turn, not { $player } (a turn granted by a card is written with "extra": true)
turn-needed = { $do } needs a turn in progress, and this is { $when ->
    [before-first-turn] before the first turn
   *[between-turns] between turns
}
ally-occupies-only-2v2 = ally_occupies is only for 2v2, not { $mode }
ally-occupies-twice = ally_occupies names a battlefield twice

## The rules: scoring

already-controls = { $player } already controls { $battlefield }
nobody-controls = nobody controls { $battlefield }, so nobody can lose it
gain-below-one = a gain must be at least 1 point, not { $points }
burn-out-needs-opponent = a burn out needs the opponent who gains its point
burn-out-not-opponent = { $player } cannot give a burn-out point to { $gainer }
adjust-zero = an adjustment must change the score: points cannot be 0
resolve-empty = resolve needs at least one action
not-in-resolve = "{ $do }" cannot happen inside resolve (only control, lose_control, gain, burn_out and adjust)
victory-score-below-one = the victory score must be at least 1, not { $points }
time-already-called = time was already called in this record
no-concede = there is no concede in { $mode }: it is a free-for-all

## The rules: the game's and the match's end

game-over = the game is over: { $outcome }
match-over = the match is over: { $outcome }
match-game-over = game { $game } is over ({ $outcome }): the next game must begin with a game action
outcome-drawn = { $by ->
    [none] drawn
   *[other] drawn at { $by }
}
outcome-won = { $by ->
    [none] { $winners } won
   *[other] { $winners } won by { $by }
}
game-only-in-match = a game action is only for a match, not { $mode }
game-in-progress = game { $game } is still in progress
match-battlefield-count = each game of a match is played on { $count } battlefields
match-battlefield-names = the game's battlefields must be different, non-empty names
battlefield-set-aside = { $battlefield } was used in a game somebody won: it is set aside for the rest of the match

## The record reader: lines

record-empty = the record is empty: it needs a header line
line-not-utf8 = not valid UTF-8 text (a record is JSON Lines in UTF-8)
line-too-deep = nested too deeply to be a record line
json-number-too-long = a number too long to read (a record's numbers have at most 4300 digits)
json-not-a-number = not valid JSON: { $constant } is not a JSON number
json-invalid = not valid JSON ({ $detail })
json-lone-surrogate = not valid JSON: a string holds "{ $escape }", a lone surrogate escape, which stands for no character
json-extra-data = not valid JSON: more follows the first JSON value on this line (a line holds exactly one object)
json-line-ends-early = not valid JSON: the line ends before its JSON value does (an object cannot go on over two lines)
json-byte-order-mark = not valid JSON: a byte order mark at column { $column } (only the file's very start may have one)
json-not-whitespace = not valid JSON: { $char ->
    [vertical-tab] a vertical tab
    [form-feed] a form feed
    [file-separator] a file separator
    [group-separator] a group separator
    [record-separator] a record separator
    [unit-separator] a unit separator
    [next-line] a next-line character (U+0085)
    [no-break-space] a no-break space (U+00A0)
    [line-separator] a line separator (U+2028)
   *[paragraph-separator] a paragraph separator (U+2029)
} at column { $column } (JSON's whitespace is spaces, tabs and line ends)
json-unexpected = not valid JSON: unexpected { $char } at column { $column }
json-fault-at = not valid JSON: { $fault ->
    [comma] expecting ',' delimiter
    [colon] expecting ':' delimiter
    [property-name] expecting property name enclosed in double quotes
    [control-character] invalid control character at
    [escape] invalid \escape
    [unicode-escape] invalid \uXXXX escape
    [trailing-comma-object] illegal trailing comma before end of object
   *[trailing-comma-array] illegal trailing comma before end of array
} at column { $column }
json-other-fault-at = not valid JSON: { $fault } at column { $column }

## The record reader: objects and keys

where-action = { $do }
where-header = the header
where-beginning-phase = in the Beginning phase
where-inside-resolve = inside resolve
where-in-key = in { $do }'s "{ $key }"
key-missing = { $where } needs "{ $key }" ({ $what })
key-wrong = { $where }: "{ $key }" must be { $what }, not { $value }
value-name = a name
value-names = a list of names
value-count = a whole number
value-text = text
value-flag = true or false
value-actions = a list of actions
value-one-of = one of { $choices }
value-round = "swiss" or "single_elimination"
value-teams = two lists of two player names
value-object = an object
action-not-object = an action must be a JSON object, not { $value }
action-needs-do = an action needs "do" (what happened: turn, control, ...)
board-action-without-board = unknown action { $do }: a board action, and this game has no board (its header has no "board")
unknown-action = unknown action { $do }
action-misplaced = "{ $do }" cannot happen { $where } (only { $allowed })
ally-occupies-in-board-game = ally_occupies is not written in a board game: the board knows where units are
header-not-object = the header must be a JSON object, not { $value }
header-needs-format = the header needs "format": "{ $format }"
header-wrong-format = the format must be "{ $format }", not { $value }
start-scores-not-map = the header: "start.scores" must map player names to whole numbers, not { $value }
start-control-not-map = the header: "start.control" must map battlefield names to player names, not { $value }
