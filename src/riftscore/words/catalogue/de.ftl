# riftscores Wörter auf Deutsch. Dieselben Kennungen und Variablen wie en.ftl.
# Namen von Spielern, Schlachtfeldern und Karten werden nie übersetzt; die Schlüsselwörter
# des Aufzeichnungsformats ($do, $key, $mode, $by) bleiben, wie sie sind.

## Gemeinsames

list-separator = {", "}

## Die Zeilen der Aufzeichnung

record-line = Zeile { NUMBER($line, useGrouping: 0) }: { $reason }

## Die Regeln: wer und wo

unknown-player = „{ $player }“ spielt in dieser Partie nicht mit (Spieler: { $players })
unknown-battlefield = „{ $battlefield }“ ist kein Schlachtfeld im Spiel (Schlachtfelder: { $battlefields })

## Die Regeln: der Kopf

header-empty-name = { $key } darf keine leeren Namen enthalten
header-name-twice = { $key } nennt „{ $name }“ zweimal
header-player-count = { $mode } wird mit { $players } Spielern gespielt, aber der Kopf nennt { $named }
header-battlefield-count = { $mode } wird auf { $battlefields } Schlachtfeldern gespielt, aber der Kopf nennt { $named }
header-victory-score-below-one = victory_score muss mindestens 1 sein, nicht { $points }
teams-only-2v2 = Teams gibt es nur im 2v2, nicht in { $mode }
teams-missing = 2v2 braucht Teams: zwei Listen mit je zwei Spielern
teams-shape = teams muss aus zwei Listen mit je zwei Spielern bestehen
teams-players = teams muss jeden Spieler genau einmal nennen
teams-not-alternating = die Teams müssen sich in der Zugreihenfolge abwechseln, aber { $first } und { $second } sind Teamkollegen und sitzen nebeneinander
start-scores-unknown-player = start.scores nennt „{ $player }“, der nicht mitspielt
start-scores-negative = start.scores gibt { $player } { $points }: Punktestände sind nie unter 0
start-scores-team-twice = start.scores nennt sowohl { $first } als auch { $second }: ein Team teilt sich einen Punktestand, nenne einen der beiden
start-control-unknown-battlefield = start.control nennt „{ $battlefield }“, das kein Schlachtfeld im Spiel ist
start-control-unknown-player = start.control gibt { $battlefield } an „{ $player }“, der nicht mitspielt

## Die Regeln: Züge

turn-scoring-step-not-reached = der laufende Zug hat seinen Wertungsschritt noch nicht erreicht
beginning-phase-not-started = es läuft keine Anfangsphase: zuerst kommt start_turn
not-in-beginning-phase = „{ $do }“ kann nicht in der Anfangsphase geschehen
first-turn-extra = der erste Zug einer Partie kann kein zusätzlicher Zug sein
first-turn-not-yours = der erste Zug der Partie gehört { $first }, nicht { $player }
turn-out-of-order = Zug außer der Reihe: { $next } ist als Nächstes am Zug, nicht { $player } (ein durch eine Karte gewährter Zug wird mit "extra": true geschrieben)
turn-needed = { $do } braucht einen laufenden Zug, und wir sind { $when ->
    [before-first-turn] vor dem ersten Zug
   *[between-turns] zwischen zwei Zügen
}
ally-occupies-only-2v2 = ally_occupies gibt es nur im 2v2, nicht in { $mode }
ally-occupies-twice = ally_occupies nennt ein Schlachtfeld zweimal

## Die Regeln: Punkte

already-controls = { $player } kontrolliert { $battlefield } bereits
nobody-controls = niemand kontrolliert { $battlefield }, also kann es niemand verlieren
gain-below-one = ein Gewinn muss mindestens 1 Punkt betragen, nicht { $points }
burn-out-needs-opponent = ein Ausbrennen braucht den Gegner, der seinen Punkt erhält
burn-out-not-opponent = { $player } kann den Punkt für das Ausbrennen nicht { $gainer } geben
adjust-zero = eine Korrektur muss den Punktestand ändern: points darf nicht 0 sein
resolve-empty = resolve braucht mindestens eine Aktion
not-in-resolve = „{ $do }“ kann nicht innerhalb von resolve geschehen (nur control, lose_control, gain, burn_out und adjust)
victory-score-below-one = die Siegpunktzahl muss mindestens 1 sein, nicht { $points }
time-already-called = in dieser Aufzeichnung wurde die Zeit bereits ausgerufen
no-concede = in { $mode } gibt man nicht auf: jeder spielt gegen jeden

## Die Regeln: das Ende der Partie und des Matches

game-over = die Partie ist vorbei: { $outcome }
match-over = das Match ist vorbei: { $outcome }
match-game-over = Partie { $game } ist vorbei ({ $outcome }): die nächste Partie muss mit einer game-Aktion beginnen
outcome-drawn = { $by ->
    [none] unentschieden
    [time] unentschieden nach Zeitablauf
   *[other] unentschieden ({ $by })
}
outcome-won = { $by ->
    [none] { $winners } hat gewonnen
    [cleanup] { $winners } hat nach Punkten gewonnen
    [sudden_death] { $winners } hat im Sudden Death gewonnen
    [burn_out] { $winners } hat durch Ausbrennen gewonnen
    [concede] { $winners } hat durch Aufgabe gewonnen
    [time] { $winners } hat nach Zeitablauf gewonnen
   *[other] { $winners } hat gewonnen ({ $by })
}
game-only-in-match = eine game-Aktion gibt es nur in einem Match, nicht in { $mode }
game-in-progress = Partie { $game } läuft noch
match-battlefield-count = jede Partie eines Matches wird auf { $count } Schlachtfeldern gespielt
match-battlefield-names = die Schlachtfelder der Partie müssen verschiedene, nicht leere Namen haben
battlefield-set-aside = { $battlefield } wurde in einer gewonnenen Partie verwendet: es bleibt für den Rest des Matches beiseite

## Der Aufzeichnungsleser: Zeilen

record-empty = die Aufzeichnung ist leer: sie braucht eine Kopfzeile
line-not-utf8 = kein gültiger UTF-8-Text (eine Aufzeichnung ist JSON Lines in UTF-8)
line-too-deep = zu tief verschachtelt für eine Zeile einer Aufzeichnung
json-number-too-long = eine Zahl, zu lang zum Lesen (die Zahlen einer Aufzeichnung haben höchstens 4300 Ziffern)
json-not-a-number = kein gültiges JSON: { $constant } ist keine JSON-Zahl
json-invalid = kein gültiges JSON ({ $detail })
json-lone-surrogate = kein gültiges JSON: eine Zeichenkette enthält „{ $escape }“, ein einzelnes Surrogat-Escape, das für kein Zeichen steht
json-extra-data = kein gültiges JSON: nach dem ersten JSON-Wert folgt noch etwas auf dieser Zeile (eine Zeile enthält genau ein Objekt)
json-line-ends-early = kein gültiges JSON: die Zeile endet vor ihrem JSON-Wert (ein Objekt kann nicht über zwei Zeilen gehen)
json-byte-order-mark = kein gültiges JSON: eine Byte-Order-Mark in Spalte { $column } (nur der Anfang der Datei darf eine haben)
json-not-whitespace = kein gültiges JSON: { $char ->
    [vertical-tab] ein vertikaler Tabulator
    [form-feed] ein Seitenvorschub
    [file-separator] ein Dateitrenner
    [group-separator] ein Gruppentrenner
    [record-separator] ein Datensatztrenner
    [unit-separator] ein Einheitentrenner
    [next-line] ein Nächste-Zeile-Zeichen (U+0085)
    [no-break-space] ein geschütztes Leerzeichen (U+00A0)
    [line-separator] ein Zeilentrenner (U+2028)
   *[paragraph-separator] ein Absatztrenner (U+2029)
} in Spalte { $column } (Leerraum ist in JSON nur Leerzeichen, Tabulatoren und Zeilenenden)
json-unexpected = kein gültiges JSON: unerwartetes { $char } in Spalte { $column }
json-fault-at = kein gültiges JSON: { $fault ->
    [comma] Komma erwartet
    [colon] Doppelpunkt erwartet
    [property-name] Eigenschaftsname in doppelten Anführungszeichen erwartet
    [control-character] ungültiges Steuerzeichen
    [escape] ungültiges \-Escape
    [unicode-escape] ungültiges \uXXXX-Escape
    [trailing-comma-object] unzulässiges Komma vor dem Ende des Objekts
   *[trailing-comma-array] unzulässiges Komma vor dem Ende des Arrays
} in Spalte { $column }
json-other-fault-at = kein gültiges JSON: { $fault } in Spalte { $column }

## Der Aufzeichnungsleser: Objekte und Schlüssel

where-action = { $do }
where-header = der Kopf
where-beginning-phase = in der Anfangsphase
where-inside-resolve = innerhalb von resolve
where-in-key = in „{ $key }“ von { $do }
key-missing = { $where } braucht "{ $key }" ({ $what })
key-wrong = { $where }: "{ $key }" muss { $what } sein, nicht { $value }
value-name = ein Name
value-names = eine Liste von Namen
value-count = eine ganze Zahl
value-text = Text
value-flag = true oder false
value-actions = eine Liste von Aktionen
value-one-of = eines von { $choices }
value-round = "swiss" oder "single_elimination"
value-teams = zwei Listen mit je zwei Spielernamen
value-object = ein Objekt
action-not-object = eine Aktion muss ein JSON-Objekt sein, nicht { $value }
action-needs-do = eine Aktion braucht "do" (was geschah: turn, control, ...)
board-action-without-board = unbekannte Aktion { $do }: eine Brettaktion, und diese Partie hat kein Brett (ihr Kopf hat kein "board")
unknown-action = unbekannte Aktion { $do }
action-misplaced = „{ $do }“ kann nicht { $where } geschehen (nur { $allowed })
ally-occupies-in-board-game = ally_occupies wird in einer Partie mit Brett nicht geschrieben: das Brett weiß, wo die Einheiten sind
header-not-object = der Kopf muss ein JSON-Objekt sein, nicht { $value }
header-needs-format = der Kopf braucht "format": "{ $format }"
header-wrong-format = das Format muss "{ $format }" sein, nicht { $value }
start-scores-not-map = der Kopf: "start.scores" muss Spielernamen ganzen Zahlen zuordnen, nicht { $value }
start-control-not-map = der Kopf: "start.control" muss Schlachtfeldnamen Spielernamen zuordnen, nicht { $value }
