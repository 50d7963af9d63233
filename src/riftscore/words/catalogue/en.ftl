# riftscore's words in English: the reference catalogue. Every other language has the same
# message ids with the same variables (tests/words/test_catalogue.py checks it).
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

## The board: places, cards and what needs a turn

place-base = { $player }'s base
unknown-card = there is no card '{ $card }' on the board
card-not-a-unit = { $card } is { $kind ->
    [gear] a gear
    [rune] a rune
   *[hidden] a hidden card
}, not a unit
card-not-gear = { $card } is { $kind ->
    [unit] a unit
    [rune] a rune
   *[hidden] a hidden card
}, not gear
doing-standard-move = the standard move
doing-chain-item = a chain item
doing-resolve-item = resolving a chain item
doing-remove-item = removing a chain item
doing-choice = a choice
doing-end-showdown = ending a showdown
doing-combat-result = a combat result
doing-new-turn = a new turn
doing-scoring-step = the scoring step
board-match-game-over = game { $game } of the match is over ({ $outcome }): the next game must begin with a game action
control-not-written = { $do } is not written in a board game: control follows from the board (moves, showdowns and combat results)

## The board: the starting board

board-card-refused = board: { $reason }
board-gear-on-other-unit = board: { $gear } is { $controller }'s gear, attached to { $owner }'s unit
board-units-uncontrolled = board: { $player } has units at { $battlefield }, which nobody controls; start.control must give each battlefield with units to their controller
board-units-controlled-by-other = board: { $player } has units at { $battlefield }, which { $controller } controls; start.control must give each battlefield with units to their controller
board-control-without-units = board: start.control gives { $battlefield } to { $player }, who has no unit there (a battlefield without units is uncontrolled)

## The board: cards entering and changing

card-no-id = a card needs a non-empty id
card-already-on-board = { $card } is already on the board
unit-numbers-negative = { $unit } needs a Might and damage of 0 or more
unit-enters-designated = { $unit } cannot enter as an attacker or defender
gear-away-from-unit = { $gear } must be where { $unit } is ({ $place }) to be attached
hidden-card-not-at-battlefield = { $card } is a hidden card: it is placed at a battlefield
hide-where-not-controlled = { $player } can only hide a card at a battlefield they control, not at { $battlefield }
recall-card-twice = a recall names a card twice
recall-no-cards = a recall needs at least one card
damage-below-one = damage must be at least 1, not { $amount }
unit-already-exhausted = { $unit } is already exhausted
unit-already-ready = { $unit } is already ready
might-below-zero = Might cannot be below 0, and { $might } is
already-controls-card = { $player } already controls { $card }
gear-already-attached = { $gear } is already attached to { $unit }
gear-for-own-units = { $gear } can only be attached to a unit of { $player }
gear-not-attached = { $gear } is not attached to anything

## The board: moves and recalls

move-no-units = { $move ->
    [standard] a standard move
   *[effect] a move
} needs at least one unit
move-unit-twice = { $move ->
    [standard] a standard move
   *[effect] a move
} names a unit twice
standard-move-not-your-turn = the standard move is only for the turn player, and this is { $player }'s turn
standard-move-not-main-phase = the standard move is only in the Main phase
standard-move-in-showdown = no standard move during a showdown (one is under way at { $battlefield })
standard-move-chain-not-empty = the standard move waits until the chain is empty
unit-of-another = { $unit } is { $controller }'s unit: { $player } cannot move it
unit-exhausted-no-standard-move = { $unit } is exhausted: an exhausted unit cannot use the standard move
unit-already-there = { $unit } is already at { $place }
standard-move-from-other-base = { $unit } is in { $place }: the standard move starts from its controller's base or a battlefield
standard-move-from-base = from base, the standard move of { $unit } goes to a battlefield
standard-move-other-base = { $unit } can only move back to { $home }, not to { $place }
no-ganking = { $unit } has no Ganking: its standard move goes between base and a battlefield, not from { $origin } to { $place }
move-to-other-base = { $unit } can only go to its controller's base, not { $place }
combat-about-to-start = a combat is about to start at { $battlefield }: units can join it only as part of the standard move's group, or once it has started, by an Action or Reaction during its showdown
combat-joined-outside-chain = a combat is under way at { $battlefield }: only a spell or ability with Action or Reaction can move units into it during its showdown, and this cannot
combat-joined-too-slow = a combat is under way at { $battlefield }: only a spell or ability with Action or Reaction can move units into it during its showdown, and { $item } ({ $timing }) cannot
hidden-card-recalled = { $card } is a hidden card: it cannot be recalled
card-already-home = { $card } is already in { $place }
gear-goes-with-unit = { $gear } is attached to { $unit }: it goes where its unit goes

## The board: the chain

chain-item-no-id = a chain item needs a non-empty id
chain-item-already-on = { $item } is already on the chain
chain-item-not-on = { $item } is not on the chain
chain-item-already-legal = { $item } is already a legal item
chain-empty = the chain is empty: there is nothing to resolve
item-not-on-top = { $item } ({ $on_chain ->
    [yes] on the chain
   *[no] not on the chain
}) cannot resolve: { $top } is on top
item-still-pending = { $item } is still pending: it resolves once it is a legal item
not-a-resolution-effect = { $kind } is not something a resolution does

## The board: cleanups, showdowns and combats

cleanup-waits-for-choice = a cleanup is under way: { $player } must first choose where the { $kind ->
    [showdown] showdown
   *[combat] combat
} begins ({ $battlefields })
nothing-to-choose = there is nothing to choose: no cleanup is waiting for a choice
chooser-is-other = { $chooser } chooses, not { $player }
choice-elsewhere = the { $kind ->
    [showdown] showdown
   *[combat] combat
} can begin at { $battlefields }, not at { $battlefield }
chain-not-empty = { $moment ->
    [turn-end] the turn cannot end yet
   *[scoring-step] the scoring step cannot begin
}: the chain still has { $items }
showdown-under-way = { $moment ->
    [turn-end] the turn cannot end yet
   *[scoring-step] the scoring step cannot begin
}: a showdown or combat is under way at { $battlefield }
no-showdown-to-end = there is no showdown to end
showdown-opens-combat = the showdown at { $battlefield } opens a combat: it ends with the combat's result
showdown-chain-not-empty = a showdown ends only once the chain is empty
no-combat-under-way = there is no combat under way
combat-chain-not-empty = the combat's showdown goes on while the chain has items
combat-result-unit-twice = a combat result names a unit twice
unit-not-in-combat = { $unit } is not in the combat at { $battlefield }
combat-damage-negative = damage cannot be negative, and { $unit }'s is { $amount }

## The board's record extension

where-card = the card { $card }
where-some-card = a card on the board
value-card-id = the card's id
value-unit-id = a unit's id
value-item-id = the chain item's id
value-keywords = a list of keywords
value-place = a battlefield, "base" or {"{"}"base": player{"}"}
value-timing = normal, action, reaction or triggered
value-gear-place = where the gear is
value-hidden-place = the battlefield it is hidden at
value-damage = an object of unit ids to whole numbers
value-units = a list of units
value-gear-list = a list of gear
value-runes = a list of runes
value-hidden-cards = a list of hidden cards
value-items = a list of items
value-effects = a list of effects
board-not-object = "board" must be an object listing cards, not { $value }
board-unknown-lists = "board" lists units, gear, runes and hidden; not { $keys }
card-kind-needed = { $where } needs one card: "unit", "gear", "rune" or "hidden"
effect-not-object = an effect must be an object, not { $value }
not-an-effect = { $do } is not an effect (effects: { $effects })

# The legends extension of a record's header
legends-unknown-player = legends gives '{ $player }' the legend '{ $legend }', but '{ $player }' is not a player
value-legends = an object of player names to legend names

# The service's refusals

# Where, and what a refusal names
where-body = the body
where-line = line { NUMBER($line, useGrouping: 0) }
where-the-action = the action
where-action-number = action { NUMBER($number, useGrouping: 0) }
stored-header = its header
stored-entry = entry { NUMBER($entry, useGrouping: 0) } of its log
stored-action = its action { NUMBER($number, useGrouping: 0) }
game-by-table = table '{ $table }'
game-by-id = game '{ $game }'
field-named = "{ $name }"
named-in-list = { $list ->
    [players] Player
   *[other] Battlefield
} { $number }
name-of = { $who }'s name
gathering-name = the gathering's name
invisible-after = after “{ $text }”
invisible-at-start = at its start
# The HTTP layer
invalid-request = the request is not valid: { $where }: { $fault }
invalid-value = not a valid value
invalid-value-missing = required, and missing
invalid-value-limit = { $limit ->
    [le] must be at most { $number }
    [ge] must be at least { $number }
    [lt] must be below { $number }
    [gt] must be above { $number }
    [max_length] must be at most { $number } characters long
   *[min_length] must be at least { $number } characters long
}
http-refusal = { $status ->
    [404] there is nothing at this address
    [405] this address does not take this method
   *[other] the request was refused (HTTP { NUMBER($status, useGrouping: 0) })
}
database-unavailable = the database cannot be reached just now; nothing was changed unless a retry with the same Idempotency-Key says so: try again in a moment
internal-error = the server failed to answer this request (the organiser's log says why); a retry with the same Idempotency-Key applies nothing twice
unknown-host = this server does not answer to the name '{ $host }': the organiser may add it (RIFTSCORE_ALLOWED_HOSTS)
cross-origin = a page of another site cannot write here: open the tracker's own page
body-too-large = the body must be at most { NUMBER($limit, useGrouping: 0) } bytes
path-with-nul = nothing here has a name with the NUL character
too-many-creations = this device has created many { $what ->
    [games] games
    [gatherings] gatherings
   *[other] requests
} in a short time: the next one can be created in { $seconds } s
qr-text-length = "text" must be the link, 1 to { $limit } characters
gathering-needs-name = a gathering needs "name"
paired-round-fields = a paired round takes "pairings", "size", "minutes" and "start", not '{ $key }' (its tables and type follow from the pairings)
paired-round-start-flag = "start" must be true (start the round's clock at once) or false (pair it only)
start-round-fields = starting a round takes "minutes" only, not '{ $key }'
body-not-object = the body must be a JSON object
body-incomplete = the connection closed before the body ended
body-media-type-wrong = the body must be sent as { $accepted } (its Content-Type), not '{ $declared }'
body-media-type-missing = the body must be sent as { $accepted } (its Content-Type), and none was given
body-empty = the body is empty: it must be one JSON object
body-too-deep = the body is nested too deeply
body-not-json = the body is not valid JSON
body-not-json-at = the body is not valid JSON (at byte { NUMBER($byte, useGrouping: 0) })
body-json-ends-early = the body is not valid JSON: it ends before its JSON value does
json-number-unsafe = { $where } has the number { $number }: numbers must lie between -{ NUMBER($limit, useGrouping: 0) } and { NUMBER($limit, useGrouping: 0) }
json-text-with-nul = { $where } has text with the NUL character (U+0000)
if-match-not-version = If-Match must be a version such as "12", not '{ $value }'
stream-closed = { $whose ->
    [address] this device has more live streams open than the server keeps for one
    [game] this game has more watchers than the server keeps for one game
   *[server] the server has as many live streams open as it keeps
}: this one, the oldest, was closed; it opens again by itself shortly
game-not-timed = game '{ $game }' is not a table of a timed round
# Games
unloadable-game = game '{ $game }' is stored but cannot be loaded: { $where }: { $reason }
engine-fault = this engine failed on it ({ $kind }: { $detail })
no-such-game = there is no game '{ $game }'
no-such-gathering = no gathering has the id '{ $gathering }'
game-needs-token = writing to a game needs its write token (Authorization: Bearer)
token-cannot-write-game = this token cannot write to this game
gathering-needs-organiser-token = adding games to a gathering needs its organiser token
token-not-organiser = this token is not the gathering's organiser token
reissue-outside-gathering = only a gathering's organiser can issue a table's write token again, and this game is in no gathering
reissue-needs-organiser-token = issuing a table's write token needs the organiser token
recovery-code-wrong = this is not the gathering's recovery code, or it was used already
recovery-code-used = this recovery code was used already
gathering-name-length = "name" must be the gathering's name, 1 to { $limit } characters
text-too-long = "{ $name }" must be { $kind ->
    [label] a label
   *[text] text
} of at most { $limit } characters
invisible-character = { $where } has an invisible character { $place } ({ $codepoint }, { $character }): type it again with visible characters only
whole-number-range = "{ $name }" must be a whole number from 1 to { NUMBER($most, useGrouping: 0) }
idempotency-key-length = an Idempotency-Key must be 1 to { $limit } characters
name-missing = { $who } needs a name
name-too-long = { $who }'s name is { $length } characters long: a name has at most { $limit }
name-spaces-around = { $who }'s name starts or ends with a space
name-not-composed = { $who }'s name is not in Unicode's composed form (NFC): write it as a keyboard types it
names-same = { $list ->
    [players] Player
   *[other] Battlefield
} { $first } and { $second } have the same name: give them names players can tell apart
names-alike = { $list ->
    [players] Player
   *[other] Battlefield
} { $first } and { $second } have the same name (“{ $one }” and “{ $other }” differ only by case, width, spacing or an invisible joiner): give them names players can tell apart
game-number-too-large = { $where } has the number { NUMBER($number, useGrouping: 0) }: a game's numbers (points, victory scores) are at most { $limit } either way
victory-score-too-large = the victory score is at most { $limit } points, not { NUMBER($points, useGrouping: 0) }
victory-score-set-too-large = { $where } sets the victory score to { NUMBER($points, useGrouping: 0) }: a victory score is at most { $limit } points
record-too-deep = the record is nested too deeply
record-too-long = the record has { $actions } actions: a game holds at most { $limit }
header-too-deep = the header is nested too deeply
action-too-deep = the action is nested too deeply
record-not-kept = the record replays, but { $where } cannot be kept: { $reason }
nothing-to-undo = there is nothing to undo: no action is in force
time-called-by-clock = time was called by round { $round }'s clock at { $table }: it cannot be undone (correct a score with an adjust; a judge's extension gives the table its time back)
game-moved-on = the game is at version { NUMBER($stored, useGrouping: 0) }, not { NUMBER($seen, useGrouping: 0) }: somebody else wrote first; look again and retry
game-full = this game holds { $entries } entries, the most a game may: export its record to keep it
game-busy = another device keeps writing to this game: look again and retry
key-used-in-game = the Idempotency-Key '{ $key }' was already used on this game for { $do ->
    [undo] an undo
   *[other] a "{ $do }" action
} (entry { NUMBER($entry, useGrouping: 0) }); a different request needs a new key
# Gatherings and their events
no-such-player = the gathering has no player '{ $player }'
no-such-round = the gathering has no round { $round }
no-such-swiss-round = there is no Swiss round { $number }: { $rounds ->
    [0] no round is paired yet
   *[other] the Swiss rounds so far are 1 to { $rounds }
}
event-inconsistent = the event's facts no longer fit together: { $reason }
gathering-busy = the gathering was changed by other devices many times at once: try again
tournament-refusal = { $reason }
player-name-not-text = "{ $name }" must be a name, as text
player-name-length = "{ $name }" must be a name of 1 to { $limit } characters
event-mode-unknown = "mode" must be { $modes }, not { $mode }
event-points-shape = "points" must be {"{"}"win", "draw", "loss"{"}"}, whole numbers from 0 to { $limit }
event-seed-length = "seed" must be text of 1 to { $limit } characters
event-begun = the gathering's event has begun already
event-setting-unknown = the event has no setting '{ $key }'
event-setting-fixed = "{ $key }" is fixed once round 1 is paired
event-mode-fixed-by-players = players are registered already: a 2v2 event registers teams, any other event players, so the mode cannot change between them
register-needs-token = registering a player needs the gathering's organiser token or its join token (Authorization: Bearer)
token-cannot-register = this token can neither run the gathering nor register its players
player-field-unknown = a player has no field '{ $key }'
team-members-two = "members" must name the team's two players
join-link-replaced = this join link was replaced by a newer one: ask the organiser
key-used-to-register = the Idempotency-Key '{ $key }' was already used to register { $player }; a different request needs a new key
team-members-needed = a 2v2 event registers teams: give the team's two players as "members"
team-members-not-wanted = a { $mode } event registers players, not teams: leave out "members"
gathering-full = the gathering has { $limit } entrants, as many as it can hold
team-names-same = a team's two players need two different names
name-taken = { $taken } is registered already: give { $name } a name that tells them apart (a surname's initial, say)
dropped-already = { $player } dropped already, after round { $round }
dropped-no-show = { $player } did not come to round { $round } and was dropped then
drop-while-playing = { $player } plays at table { $table } of round { $round }, which has no result yet: a player drops between rounds (record the table's result first, or mark a no-show)
drop-out-of-cut = { $player } is not in the top cut any more: after the cut, only a player still in it can drop (and nobody takes their place, 414.6)
# Rounds, pairings and rulings
rounds-are-paired = this gathering has players: its rounds are paired from them ({"{"}"pairings": "swiss"{"}"}), not made of hand-made tables
round-type-unknown = "type" must be "swiss" or "single_elimination", not { $kind }
round-type-mismatch = { $table } was started for a { $declared } round, not { $kind }: its game must be created with "round": "{ $kind }"
round-started-meanwhile = another round was started at the same moment: look again
game-in-other-round = game '{ $game }' is already a table of another round
game-not-in-gathering = game '{ $game }' is not a game of this gathering
no-game-to-time = the gathering has no game to time: every game is over or in an earlier round (add the round's games first)
round-games-list = "games" must be a non-empty list of game ids
round-games-twice = "games" names a game twice
round-games-unknown = "games" names '{ $game }', which is not a game of this gathering
game-in-round = { $table } is already a table of round { $round }
game-over-no-clock = { $table } is over: it needs no clock
round-paused = round { $round } is already paused
round-paused-meanwhile = round { $round } was paused just now by another device
round-not-paused = round { $round } is not paused
round-resumed-meanwhile = round { $round } was resumed just now by another device
extension-game-needed = "game" must be the id of one of the round's games
extension-game-not-in-round = "game" names '{ $game }', which is not a table of round { $round }
key-used-in-round = the Idempotency-Key '{ $key }' was already used in this round for another extension; a different request needs a new key
game-over-no-time = { $table } is over: it needs no more time
time-called-play-went-on = time was called at { $table } and play went on since: an extension can no longer take it back
table-wrote-meanwhile = { $table } wrote to its game at this very moment: look again and retry
pairings-kind-unknown = "pairings" must be "swiss" or "top", not { $kind }
cut-size-unknown = "size" must be the top cut's size: { $smallest } to { $largest }
round-paired-meanwhile = round { $round } was paired just now by another device: look again
gathering-keeps-changing = the gathering keeps changing: pair again in a moment
round-not-paired = round { $round } of this gathering is not paired{ $paired ->
    [0] {" "}(no round is paired yet)
   *[other] {""}
}
round-started-already = round { $round } has started already
round-superseded = round { $later } is paired already: round { $round } no longer starts
round-started-meanwhile-by = round { $round } was started just now by another device
cut-size-for-top-only = "size" is for the top cut ("pairings": "top")
cut-not-for-pods = a top cut plays 1v1 matches: a { $mode } event has none
cut-after-swiss = the top cut comes after the Swiss rounds: pair round 1 first
cut-size-needed = "size" must say how many make the top cut: { $smallest } to { $largest }
cut-size-fixed = the top cut is to the top { $cut } already, not { $size }
table-names-refused = table { $table }'s game cannot start with these names: { $reason }
rounds-hand-made = round { $round } of this gathering was started with hand-made tables: a gathering pairs all its rounds from its players, or none
no-show-without-table = { $round ->
    [0] { $player } has no table: no round is paired yet
   *[other] { $player } has no table in round { $round }
}: a no-show is for a player who did not come to their table
no-show-at-pod = table { $table } is a skirmish or war table: record its result by hand, with { $player } "absent"
no-show-but-played = table { $table } has a result from its game: { $player } came and played
no-show-already = { $player } is recorded as a no-show already
game-not-paired-table = game '{ $game }' is not a paired table of this gathering
table-game-written-meanwhile = the table's game was written to at this very moment: look again
result-field-unknown = a result has no field '{ $key }'
result-game-wins = "game_wins" must list { $sides } whole numbers from 0 to { $limit }, one for each side in the table's order ({ $order })
result-games-drawn = "games_drawn" must be a whole number from 0 to { $limit }
result-absent-list = "absent" must list the ids of the entrants who did not come
result-absent-unknown = "absent" names '{ $entrant }', who does not sit at this table ({ $order })
result-absent-twice = "absent" names an entrant twice
# A table's counters and who goes first
counter-not-whole = `{ $key }` must be a whole number, not { $value }
counter-field-unknown = a counter change has `player`, `counter` and `add` or `value`, not `{ $key }`
counter-player-unknown = { $player } is not a player of this game: { $players }
counter-unknown = there is no counter { $counter }: the counters are { $counters }
counter-add-or-value = say either `add` (+1, -1...) or `value`, not both
counter-below-zero = { $player }'s { $counter ->
    [xp] XP
    [energy] Energy
   *[power] Power
} is { $value }: it cannot go below 0
counter-above-most = { $player }'s { $counter ->
    [xp] XP
    [energy] Energy
   *[power] Power
} is { $value }: it cannot go above { $limit }
key-used-for-counter = the Idempotency-Key '{ $key }' was already used on this game for another counter change; a different request needs a new key
first-drawn-or-begun = who goes first was drawn already, or the game has begun
game-begun = the game has begun: { $player } went first
first-drawn = who goes first was drawn already: { $player } goes first
control-character = control character
too-many-connections = the server has as many connections open as it takes (from this address, or in all): try again in a moment
headers-too-large = the request line and headers are too large
request-too-slow = the request did not arrive in time: send it again whole
request-not-http = the request is not valid HTTP/1.1

# Slips that expire, and the join link's share
table-result-final = this table's result is final: the event's next round is paired on it, so only the organiser can change it now
too-many-registrations = this device has registered many players with the join link in a short time: the next one can register in { $seconds } s

## The top cut (issue 21)

cut-larger-than-field = a top { $size } needs { $size } players still in the event, and only { $left } are left: the largest cut now is a top { $largest }

# The pages
## Every page (base.html) and the language picker
page-needs-javascript = The tracker needs JavaScript to talk to the server.
page-language = Language
page-unreachable = Cannot reach the server. Is it still running, and is this device on its network?
## The modes and the types of round, as a chooser names them
mode-duel = Duel (1v1)
mode-match = Match (1v1, best of three)
mode-skirmish = Skirmish (3 players)
mode-war = War (4 players)
mode-2v2 = 2v2 (two teams)
procedure-summary = { $lead ->
        [1] the most points wins
       *[other] a lead of { $lead } wins
    }, { $tied ->
        [draw] otherwise a draw
       *[other] a tie goes to sudden death
    }
round-option = { $round ->
        [swiss] Swiss round
       *[other] Single elimination
    }: { procedure-summary }
## The start page (home.html, home.js)
home-page-title = riftscore: start a game
home-tagline = Riftbound scorekeeping that applies the scoring rules, and says every point out loud.
home-recent-games = Games on this device
home-new-game = New game
home-mode = Mode
home-players-legend = Players, in turn order: the first plays first
home-player-seat = { $team ->
        [0] Player { $seat }
       *[other] Player { $seat } · team { $team }
    }
home-name-placeholder = Name
home-teams-note = 2v2: teammates sit apart, so players 1 and 3 are one team, players 2 and 4 the other.
home-battlefields-legend = Battlefields in play
home-battlefield-count = How many
home-battlefield = Battlefield { $seat }
home-more-options = House rules and tournament rounds
home-victory-score = Victory score (empty: the mode's, { $score }; at most { $most })
home-round = When time is called
home-start = Start the game
home-gathering = Run a gathering
home-gathering-hint = For an organiser: the event's tables, timed Swiss or single-elimination rounds with one clock for every table, extensions, and the results.
home-gathering-name = Name of the event
home-gathering-placeholder = Friday at the Lair
home-gathering-start = Start the gathering
home-recent-gatherings = Gatherings on this device
home-footnote = Not endorsed by Riot Games. Works offline on the table's own network: nothing is loaded from the internet.
home-player-needs-name = Player { $seat } needs a name
home-battlefield-needs-name = Battlefield { $seat } needs a name
home-players-same-name = Players { $seats } have the same name
home-battlefields-same-name = Battlefields { $seats } have the same name
home-victory-bounds = The victory score is a whole number from { $min } to { $max }
home-standing-won = { $count ->
        [one] { $winners } won
       *[other] { $winners } won
    }
home-standing-drawn = drawn
home-standing-not-begun = not begun
home-standing-turn = turn { $turn }
home-standing-gone = no longer on the server
home-gathering-kind = gathering

# The announcer (announce.py): every event said the way players say it at the table
announce-prefix = { $turn ->
        [0] Before the first turn, { $player }
       *[other] Turn { $turn }, { $player }
    }
announce-turn = Turn { $turn }, { $player }{ $extra ->
        [yes] { $additional ->
            [0] {" "}(an extra turn)
           *[other] {" "}(an extra turn, additional turn { $additional } of { $of })
        }
       *[no] { $additional ->
            [0] {""}
           *[other] {" "}(additional turn { $additional } of { $of })
        }
    }
announce-conquer = { $who }: Conquer on { $battlefield }, that's { $score }
announce-conquer-draws = { $who }: Conquer on { $battlefield }: not every battlefield scored this turn, draw a card instead
announce-hold = { $who }: Hold on { $battlefield }, that's { $score }
announce-control-taken = { $who }: takes { $battlefield } ({ $reason ->
        [barred] a teammate controlled it at the scoring step, so the team cannot score it
       *[scored] already scored this turn, no point
    })
announce-control-lost = { $who }: loses { $battlefield }, now uncontrolled
announce-gain = { $who }: gains { $points }, that's { $score }
announce-gain-from = { $who }: gains { $points } from { $source }, that's { $score }
announce-burn-out = { $who }: burns out, { $opponent } gains 1, that's { $score }
announce-adjust = { $who }: adjusted { $points }, that's { $score }
announce-adjust-why = { $who }: adjusted { $points } ({ $reason }), that's { $score }
announce-victory-score = The victory score is now { $points }
announce-time-called = Time is called: the turn in progress finishes, then { $turns ->
        [one] { $turns } additional turn
       *[other] { $turns } additional turns
    }
announce-time-one-more-game = Time is called between games, game wins tied { $wins }: one more game, its first { $turns } turns additional
announce-time-no-new-game = Time is called between games: no new game starts
announce-sudden-death = Tied at { $score }: sudden death, the next point wins
announce-win = { $by ->
        [cleanup] { $winners } { $count ->
            [one] wins
           *[other] win
        } the game
        [burn_out] { $winners } { $count ->
            [one] wins
           *[other] win
        } the game at once: a winning point from a repeated burn out
        [time] { $winners } { $count ->
            [one] wins
           *[other] win
        } the game on points after the additional turns
        [sudden_death] { $winners } { $count ->
            [one] wins
           *[other] win
        } the game: first to lead in sudden death
        [concede] The other side concedes: { $winners } { $count ->
            [one] wins
           *[other] win
        } the game
       *[other] { $winners } { $count ->
            [one] wins
           *[other] win
        } the game ({ $by })
    }
announce-win-by-lead = { $winners } { $count ->
        [one] leads by { $lead }: { $winners } wins the game
       *[other] lead by { $lead }: { $winners } win the game
    }
announce-win-most-points = { $winners } { $count ->
        [one] has the most points, { $tally }: { $winners } wins the game
       *[other] have the most points, { $tally }: { $winners } win the game
    }
announce-drawn-no-lead = Nobody leads by 2, { $tally }: the game is drawn
announce-drawn-game-wins-differ = Tied at { $score }, with game wins not tied: the game is drawn
announce-drawn = The game is drawn
announce-game-started = Game { $number } on { $battlefields }: { $first } goes first{ $additional ->
        [0] {""}
       *[other] ; its first { $additional } turns are additional turns
    }
announce-match-won = { $winners } { $count ->
        [one] wins
       *[other] win
    } the match, { $wins }
announce-match-drawn = The match is drawn, { $wins }
announce-match-won-at-time = { $winners } { $count ->
        [one] wins
       *[other] win
    } the match on game wins, { $wins }
announce-match-drawn-at-time = Game wins tied { $wins }: the match is drawn

# The pages' catalogue
unknown-language = no catalogue for '{ $tag }': the languages are { $languages }

# The legends of an event's players
legends-not-object = "legends" must be an object of the entry's players to their legends
legend-not-in-entry = legends names '{ $player }', who is not in this entry
team-legends-per-member = a team gives each member's legend in "legends"
