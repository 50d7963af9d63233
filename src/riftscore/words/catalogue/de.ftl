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

## Das Brett: Orte, Karten und was einen Zug braucht

place-base = Basis von { $player }
unknown-card = auf dem Brett liegt keine Karte „{ $card }“
card-not-a-unit = { $card } ist { $kind ->
    [gear] eine Ausrüstung
    [rune] eine Rune
   *[hidden] eine verdeckte Karte
}, keine Einheit
card-not-gear = { $card } ist { $kind ->
    [unit] eine Einheit
    [rune] eine Rune
   *[hidden] eine verdeckte Karte
}, keine Ausrüstung
doing-standard-move = die Standardbewegung
doing-chain-item = ein Element der Kette
doing-resolve-item = das Abhandeln eines Elements der Kette
doing-remove-item = das Entfernen eines Elements der Kette
doing-choice = eine Wahl
doing-end-showdown = das Beenden eines Kräftemessens
doing-combat-result = ein Kampfergebnis
doing-new-turn = ein neuer Zug
doing-scoring-step = der Wertungsschritt
board-match-game-over = Partie { $game } des Matches ist vorbei ({ $outcome }): die nächste Partie muss mit einer game-Aktion beginnen
control-not-written = { $do } wird in einer Partie mit Brett nicht geschrieben: die Kontrolle ergibt sich aus dem Brett (Bewegungen, Kräftemessen und Kampfergebnisse)

## Das Brett: das Startbrett

board-card-refused = Startbrett ("board"): { $reason }
board-gear-on-other-unit = Startbrett ("board"): { $gear } ist Ausrüstung von { $controller }, angelegt an eine Einheit von { $owner }
board-units-uncontrolled = Startbrett ("board"): { $player } hat Einheiten auf { $battlefield }, das niemand kontrolliert; start.control muss jedes Schlachtfeld mit Einheiten deren Kontrolleur geben
board-units-controlled-by-other = Startbrett ("board"): { $player } hat Einheiten auf { $battlefield }, das { $controller } kontrolliert; start.control muss jedes Schlachtfeld mit Einheiten deren Kontrolleur geben
board-control-without-units = Startbrett ("board"): start.control gibt { $battlefield } an { $player }, der dort keine Einheit hat (ein Schlachtfeld ohne Einheiten ist unkontrolliert)

## Das Brett: Karten, die ins Spiel kommen und sich ändern

card-no-id = eine Karte braucht eine nicht leere Kennung
card-already-on-board = { $card } liegt schon auf dem Brett
unit-numbers-negative = { $unit } braucht eine Macht und einen Schaden von 0 oder mehr
unit-enters-designated = { $unit } kann nicht als Angreifer oder Verteidiger ins Spiel kommen
gear-away-from-unit = { $gear } muss dort sein, wo { $unit } ist ({ $place }), um angelegt zu werden
hidden-card-not-at-battlefield = { $card } ist eine verdeckte Karte: sie wird auf ein Schlachtfeld gelegt
hide-where-not-controlled = { $player } kann eine Karte nur auf einem Schlachtfeld verdecken, das er kontrolliert, nicht auf { $battlefield }
recall-card-twice = ein Zurückrufen nennt eine Karte zweimal
recall-no-cards = ein Zurückrufen braucht mindestens eine Karte
damage-below-one = Schaden muss mindestens 1 sein, nicht { $amount }
unit-already-exhausted = { $unit } ist schon erschöpft
unit-already-ready = { $unit } ist schon bereit
might-below-zero = die Macht kann nicht unter 0 liegen, und sie ist { $might }
already-controls-card = { $player } kontrolliert { $card } schon
gear-already-attached = { $gear } ist schon an { $unit } angelegt
gear-for-own-units = { $gear } kann nur an eine Einheit von { $player } angelegt werden
gear-not-attached = { $gear } ist an nichts angelegt

## Das Brett: Bewegungen und Zurückrufen

move-no-units = { $move ->
    [standard] eine Standardbewegung
   *[effect] eine Bewegung
} braucht mindestens eine Einheit
move-unit-twice = { $move ->
    [standard] eine Standardbewegung
   *[effect] eine Bewegung
} nennt eine Einheit zweimal
standard-move-not-your-turn = die Standardbewegung gehört nur dem Spieler am Zug, und dies ist der Zug von { $player }
standard-move-not-main-phase = die Standardbewegung gibt es nur in der Hauptphase
standard-move-in-showdown = keine Standardbewegung während eines Kräftemessens (eines läuft auf { $battlefield })
standard-move-chain-not-empty = die Standardbewegung wartet, bis die Kette leer ist
unit-of-another = { $unit } ist eine Einheit von { $controller }: { $player } kann sie nicht bewegen
unit-exhausted-no-standard-move = { $unit } ist erschöpft: eine erschöpfte Einheit kann die Standardbewegung nicht nutzen
unit-already-there = { $unit } ist schon dort ({ $place })
standard-move-from-other-base = { $unit } ist in der { $place }: die Standardbewegung beginnt in der Basis ihres Kontrolleurs oder auf einem Schlachtfeld
standard-move-from-base = aus der Basis führt die Standardbewegung von { $unit } auf ein Schlachtfeld
standard-move-other-base = { $unit } kann nur in die { $home } zurückkehren, nicht in die { $place }
no-ganking = { $unit } hat kein Ganking: ihre Standardbewegung führt zwischen Basis und einem Schlachtfeld, nicht von { $origin } nach { $place }
move-to-other-base = { $unit } kann nur in die Basis ihres Kontrolleurs gehen, nicht in die { $place }
combat-about-to-start = auf { $battlefield } beginnt gleich ein Kampf: Einheiten können ihm nur als Teil der Gruppe der Standardbewegung beitreten oder, sobald er begonnen hat, durch eine Aktion oder Reaktion während seines Kräftemessens
combat-joined-outside-chain = auf { $battlefield } läuft ein Kampf: nur ein Zauber oder eine Fähigkeit mit Aktion oder Reaktion kann während seines Kräftemessens Einheiten hineinbewegen, und dies kann es nicht
combat-joined-too-slow = auf { $battlefield } läuft ein Kampf: nur ein Zauber oder eine Fähigkeit mit Aktion oder Reaktion kann während seines Kräftemessens Einheiten hineinbewegen, und { $item } ({ $timing }) kann es nicht
hidden-card-recalled = { $card } ist eine verdeckte Karte: sie kann nicht zurückgerufen werden
card-already-home = { $card } ist schon in der { $place }
gear-goes-with-unit = { $gear } ist an { $unit } angelegt: sie geht, wohin ihre Einheit geht

## Das Brett: die Kette

chain-item-no-id = ein Element der Kette braucht eine nicht leere Kennung
chain-item-already-on = { $item } ist schon auf der Kette
chain-item-not-on = { $item } ist nicht auf der Kette
chain-item-already-legal = { $item } ist schon ein gültiges Element
chain-empty = die Kette ist leer: es gibt nichts abzuhandeln
item-not-on-top = { $item } ({ $on_chain ->
    [yes] auf der Kette
   *[no] nicht auf der Kette
}) kann nicht abgehandelt werden: { $top } liegt oben
item-still-pending = { $item } ist noch ausstehend: es wird abgehandelt, sobald es ein gültiges Element ist
not-a-resolution-effect = { $kind } ist nichts, was eine Abhandlung tut

## Das Brett: Aufräumen, Kräftemessen und Kämpfe

cleanup-waits-for-choice = ein Aufräumen läuft: { $player } muss zuerst wählen, wo { $kind ->
    [showdown] das Kräftemessen
   *[combat] der Kampf
} beginnt ({ $battlefields })
nothing-to-choose = es gibt nichts zu wählen: kein Aufräumen wartet auf eine Wahl
chooser-is-other = { $chooser } wählt, nicht { $player }
choice-elsewhere = { $kind ->
    [showdown] das Kräftemessen
   *[combat] der Kampf
} kann auf { $battlefields } beginnen, nicht auf { $battlefield }
chain-not-empty = { $moment ->
    [turn-end] der Zug kann noch nicht enden
   *[scoring-step] der Wertungsschritt kann nicht beginnen
}: die Kette enthält noch { $items }
showdown-under-way = { $moment ->
    [turn-end] der Zug kann noch nicht enden
   *[scoring-step] der Wertungsschritt kann nicht beginnen
}: auf { $battlefield } läuft ein Kräftemessen oder Kampf
no-showdown-to-end = es gibt kein Kräftemessen zu beenden
showdown-opens-combat = das Kräftemessen auf { $battlefield } eröffnet einen Kampf: es endet mit dem Kampfergebnis
showdown-chain-not-empty = ein Kräftemessen endet erst, wenn die Kette leer ist
no-combat-under-way = es läuft kein Kampf
combat-chain-not-empty = das Kräftemessen des Kampfes geht weiter, solange die Kette Elemente hat
combat-result-unit-twice = ein Kampfergebnis nennt eine Einheit zweimal
unit-not-in-combat = { $unit } ist nicht im Kampf auf { $battlefield }
combat-damage-negative = Schaden kann nicht negativ sein, und der von { $unit } ist { $amount }

## Die Brett-Erweiterung der Aufzeichnung

where-card = die Karte { $card }
where-some-card = eine Karte auf dem Brett
value-card-id = die Kennung der Karte
value-unit-id = die Kennung einer Einheit
value-item-id = die Kennung des Elements der Kette
value-keywords = eine Liste von Schlüsselwörtern
value-place = ein Schlachtfeld, "base" oder {"{"}"base": Spieler{"}"}
value-timing = normal, action, reaction oder triggered
value-gear-place = der Ort der Ausrüstung
value-hidden-place = das Schlachtfeld, auf dem sie verdeckt liegt
value-damage = ein Objekt, das Kennungen von Einheiten ganzen Zahlen zuordnet
value-units = eine Liste von Einheiten
value-gear-list = eine Liste von Ausrüstung
value-runes = eine Liste von Runen
value-hidden-cards = eine Liste verdeckter Karten
value-items = eine Liste von Elementen
value-effects = eine Liste von Effekten
board-not-object = "board" muss ein Objekt sein, das Karten aufzählt, nicht { $value }
board-unknown-lists = "board" zählt units, gear, runes und hidden auf; nicht { $keys }
card-kind-needed = { $where } braucht eine Karte: "unit", "gear", "rune" oder "hidden"
effect-not-object = ein Effekt muss ein Objekt sein, nicht { $value }
not-an-effect = { $do } ist kein Effekt (Effekte: { $effects })

# The legends extension of a record's header
legends-unknown-player = legends gibt „{ $player }“ die Legende „{ $legend }“, aber „{ $player }“ spielt nicht mit
value-legends = ein Objekt von Spielernamen zu Legendennamen

# The service's refusals

# Wo, und was eine Ablehnung nennt
where-body = der Rumpf der Anfrage
where-line = Zeile { NUMBER($line, useGrouping: 0) }
where-the-action = die Aktion
where-action-number = Aktion { NUMBER($number, useGrouping: 0) }
stored-header = sein Kopf
stored-entry = Eintrag { NUMBER($entry, useGrouping: 0) } seines Protokolls
stored-action = seine Aktion { NUMBER($number, useGrouping: 0) }
game-by-table = Tisch „{ $table }“
game-by-id = Partie „{ $game }“
field-named = „{ $name }“
named-in-list = { $list ->
    [players] Spieler
   *[other] Schlachtfeld
} { $number }
name-of = der Name von { $who }
gathering-name = der Name des Treffens
invisible-after = nach „{ $text }“
invisible-at-start = am Anfang
# Die HTTP-Schicht
invalid-request = die Anfrage ist ungültig: { $where }: { $fault }
invalid-value = kein gültiger Wert
invalid-value-missing = erforderlich, aber nicht angegeben
invalid-value-limit = { $limit ->
    [le] darf höchstens { $number } sein
    [ge] muss mindestens { $number } sein
    [lt] muss kleiner als { $number } sein
    [gt] muss größer als { $number } sein
    [max_length] darf höchstens { $number } Zeichen lang sein
   *[min_length] muss mindestens { $number } Zeichen lang sein
}
http-refusal = { $status ->
    [404] unter dieser Adresse gibt es nichts
    [405] diese Adresse nimmt diese Methode nicht an
   *[other] die Anfrage wurde abgelehnt (HTTP { NUMBER($status, useGrouping: 0) })
}
database-unavailable = die Datenbank ist gerade nicht erreichbar; nichts wurde geändert, es sei denn, ein erneuter Versuch mit demselben Idempotency-Key sagt es: versuche es gleich noch einmal
internal-error = der Server konnte diese Anfrage nicht beantworten (das Protokoll des Veranstalters sagt, warum); ein erneuter Versuch mit demselben Idempotency-Key wendet nichts doppelt an
unknown-host = dieser Server antwortet nicht auf den Namen „{ $host }“: der Veranstalter kann ihn hinzufügen (RIFTSCORE_ALLOWED_HOSTS)
cross-origin = eine Seite einer anderen Website kann hier nicht schreiben: öffne die Seite des Trackers selbst
body-too-large = der Rumpf der Anfrage darf höchstens { NUMBER($limit, useGrouping: 0) } Bytes groß sein
path-with-nul = nichts hier hat einen Namen mit dem NUL-Zeichen
too-many-creations = dieses Gerät hat in kurzer Zeit viele { $what ->
    [games] Partien
    [gatherings] Treffen
   *[other] Anfragen
} erstellt: die nächste kann in { $seconds } s erstellt werden
qr-text-length = „text“ muss der Link sein, 1 bis { $limit } Zeichen
gathering-needs-name = ein Treffen braucht „name“
paired-round-fields = eine gepaarte Runde nimmt „pairings“, „size“, „minutes“ und „start“, nicht „{ $key }“ (ihre Tische und ihr Typ ergeben sich aus den Paarungen)
paired-round-start-flag = „start“ muss true (die Uhr der Runde sofort starten) oder false (nur paaren) sein
start-round-fields = das Starten einer Runde nimmt nur „minutes“, nicht „{ $key }“
body-not-object = der Rumpf der Anfrage muss ein JSON-Objekt sein
body-incomplete = die Verbindung wurde geschlossen, bevor der Rumpf der Anfrage zu Ende war
body-media-type-wrong = der Rumpf der Anfrage muss als { $accepted } gesendet werden (sein Content-Type), nicht als „{ $declared }“
body-media-type-missing = der Rumpf der Anfrage muss als { $accepted } gesendet werden (sein Content-Type), und es wurde keiner angegeben
body-empty = der Rumpf der Anfrage ist leer: er muss ein JSON-Objekt enthalten
body-too-deep = der Rumpf der Anfrage ist zu tief verschachtelt
body-not-json = der Rumpf der Anfrage ist kein gültiges JSON
body-not-json-at = der Rumpf der Anfrage ist kein gültiges JSON (bei Byte { NUMBER($byte, useGrouping: 0) })
body-json-ends-early = der Rumpf der Anfrage ist kein gültiges JSON: er endet, bevor sein JSON-Wert endet
json-number-unsafe = { $where } enthält die Zahl { $number }: Zahlen müssen zwischen -{ NUMBER($limit, useGrouping: 0) } und { NUMBER($limit, useGrouping: 0) } liegen
json-text-with-nul = { $where } enthält Text mit dem NUL-Zeichen (U+0000)
if-match-not-version = If-Match muss eine Version wie "12" sein, nicht „{ $value }“
stream-closed = { $whose ->
    [address] dieses Gerät hat mehr Live-Streams offen, als der Server für eines hält
    [game] diese Partie hat mehr Zuschauer, als der Server für eine Partie hält
   *[server] der Server hat so viele Live-Streams offen, wie er hält
}: dieser, der älteste, wurde geschlossen; er öffnet sich gleich von selbst wieder
game-not-timed = die Partie „{ $game }“ ist kein Tisch einer Runde mit Uhr
# Partien
unloadable-game = die Partie „{ $game }“ ist gespeichert, kann aber nicht geladen werden: { $where }: { $reason }
engine-fault = diese Engine ist daran gescheitert ({ $kind }: { $detail })
no-such-game = es gibt keine Partie „{ $game }“
no-such-gathering = kein Treffen hat die ID „{ $gathering }“
game-needs-token = um in eine Partie zu schreiben, braucht man ihren Schreib-Token (Authorization: Bearer)
token-cannot-write-game = dieser Token kann nicht in diese Partie schreiben
gathering-needs-organiser-token = um einem Treffen Partien hinzuzufügen, braucht man seinen Veranstalter-Token
token-not-organiser = dieser Token ist nicht der Veranstalter-Token des Treffens
reissue-outside-gathering = nur der Veranstalter eines Treffens kann den Schreib-Token eines Tisches erneut ausgeben, und diese Partie gehört zu keinem Treffen
reissue-needs-organiser-token = um den Schreib-Token eines Tisches erneut auszugeben, braucht man den Veranstalter-Token
recovery-code-wrong = das ist nicht der Wiederherstellungscode des Treffens, oder er wurde schon benutzt
recovery-code-used = dieser Wiederherstellungscode wurde schon benutzt
gathering-name-length = „name“ muss der Name des Treffens sein, 1 bis { $limit } Zeichen
text-too-long = „{ $name }“ muss { $kind ->
    [label] eine Bezeichnung
   *[text] ein Text
} von höchstens { $limit } Zeichen sein
invisible-character = { $where } enthält ein unsichtbares Zeichen { $place } ({ $codepoint }, { $character }): gib es noch einmal nur mit sichtbaren Zeichen ein
whole-number-range = „{ $name }“ muss eine ganze Zahl von 1 bis { NUMBER($most, useGrouping: 0) } sein
idempotency-key-length = ein Idempotency-Key muss 1 bis { $limit } Zeichen lang sein
name-missing = { $who } braucht einen Namen
name-too-long = der Name von { $who } ist { $length } Zeichen lang: ein Name hat höchstens { $limit }
name-spaces-around = der Name von { $who } beginnt oder endet mit einem Leerzeichen
name-not-composed = der Name von { $who } ist nicht in Unicodes zusammengesetzter Form (NFC): schreibe ihn so, wie eine Tastatur ihn tippt
names-same = { $list ->
    [players] Spieler
   *[other] Schlachtfeld
} { $first } und { $second } haben denselben Namen: gib ihnen Namen, die Spieler auseinanderhalten können
names-alike = { $list ->
    [players] Spieler
   *[other] Schlachtfeld
} { $first } und { $second } haben denselben Namen („{ $one }“ und „{ $other }“ unterscheiden sich nur in Groß- und Kleinschreibung, Breite, Leerraum oder einem unsichtbaren Verbinder): gib ihnen Namen, die Spieler auseinanderhalten können
game-number-too-large = { $where } enthält die Zahl { NUMBER($number, useGrouping: 0) }: die Zahlen einer Partie (Punkte, Siegpunktzahlen) sind in beide Richtungen höchstens { $limit }
victory-score-too-large = die Siegpunktzahl ist höchstens { $limit } Punkte, nicht { NUMBER($points, useGrouping: 0) }
victory-score-set-too-large = { $where } setzt die Siegpunktzahl auf { NUMBER($points, useGrouping: 0) }: eine Siegpunktzahl ist höchstens { $limit } Punkte
record-too-deep = die Aufzeichnung ist zu tief verschachtelt
record-too-long = die Aufzeichnung hat { $actions } Aktionen: eine Partie fasst höchstens { $limit }
header-too-deep = der Kopf ist zu tief verschachtelt
action-too-deep = die Aktion ist zu tief verschachtelt
record-not-kept = die Aufzeichnung lässt sich abspielen, aber { $where } kann nicht behalten werden: { $reason }
nothing-to-undo = es gibt nichts rückgängig zu machen: keine Aktion ist in Kraft
time-called-by-clock = die Zeit wurde von der Uhr der Runde { $round } bei { $table } ausgerufen: das kann nicht rückgängig gemacht werden (korrigiere einen Punktestand mit einer Anpassung; eine Verlängerung durch einen Judge gibt dem Tisch seine Zeit zurück)
game-moved-on = die Partie ist bei Version { NUMBER($stored, useGrouping: 0) }, nicht { NUMBER($seen, useGrouping: 0) }: jemand anderes hat zuerst geschrieben; sieh noch einmal nach und versuche es erneut
game-full = diese Partie hat { $entries } Einträge, die meisten, die eine Partie haben darf: exportiere ihre Aufzeichnung, um sie zu behalten
game-busy = ein anderes Gerät schreibt ständig in diese Partie: sieh noch einmal nach und versuche es erneut
key-used-in-game = der Idempotency-Key „{ $key }“ wurde in dieser Partie schon für { $do ->
    [undo] ein Rückgängigmachen
   *[other] eine Aktion „{ $do }“
} benutzt (Eintrag { NUMBER($entry, useGrouping: 0) }); eine andere Anfrage braucht einen neuen Key
# Treffen und ihre Turniere
no-such-player = das Treffen hat keinen Spieler „{ $player }“
no-such-round = das Treffen hat keine Runde { $round }
no-such-swiss-round = es gibt keine Schweizer Runde { $number }: { $rounds ->
    [0] noch keine Runde ist gepaart
   *[other] die Schweizer Runden bisher sind 1 bis { $rounds }
}
event-inconsistent = die Fakten des Turniers passen nicht mehr zusammen: { $reason }
gathering-busy = das Treffen wurde von anderen Geräten viele Male gleichzeitig geändert: versuche es erneut
tournament-refusal = { $reason }
player-name-not-text = „{ $name }“ muss ein Name sein, als Text
player-name-length = „{ $name }“ muss ein Name von 1 bis { $limit } Zeichen sein
event-mode-unknown = „mode“ muss { $modes } sein, nicht { $mode }
event-points-shape = „points“ muss {"{"}"win", "draw", "loss"{"}"} sein, ganze Zahlen von 0 bis { $limit }
event-seed-length = „seed“ muss ein Text von 1 bis { $limit } Zeichen sein
event-begun = das Turnier des Treffens hat schon begonnen
event-setting-unknown = das Turnier hat keine Einstellung „{ $key }“
event-setting-fixed = „{ $key }“ steht fest, sobald Runde 1 gepaart ist
event-mode-fixed-by-players = es sind schon Spieler angemeldet: ein 2v2-Turnier meldet Teams an, jedes andere Turnier Spieler, also kann der Modus nicht zwischen ihnen wechseln
register-needs-token = um einen Spieler anzumelden, braucht man den Veranstalter-Token des Treffens oder seinen Anmelde-Token (Authorization: Bearer)
token-cannot-register = dieser Token kann das Treffen weder leiten noch seine Spieler anmelden
player-field-unknown = ein Spieler hat kein Feld „{ $key }“
team-members-two = „members“ muss die beiden Spieler des Teams nennen
join-link-replaced = dieser Anmeldelink wurde durch einen neueren ersetzt: frag den Veranstalter
key-used-to-register = der Idempotency-Key „{ $key }“ wurde schon benutzt, um { $player } anzumelden; eine andere Anfrage braucht einen neuen Key
team-members-needed = ein 2v2-Turnier meldet Teams an: gib die beiden Spieler des Teams als „members“ an
team-members-not-wanted = ein { $mode }-Turnier meldet Spieler an, keine Teams: lass „members“ weg
gathering-full = das Treffen hat { $limit } Teilnehmende, so viele, wie es fassen kann
team-names-same = die beiden Spieler eines Teams brauchen zwei verschiedene Namen
name-taken = { $taken } ist schon angemeldet: gib { $name } einen Namen, der sie unterscheidet (etwa den Anfangsbuchstaben des Nachnamens)
dropped-already = { $player } ist schon ausgestiegen, nach Runde { $round }
dropped-no-show = { $player } ist zu Runde { $round } nicht erschienen und wurde damals herausgenommen
drop-while-playing = { $player } spielt an Tisch { $table } von Runde { $round }, der noch kein Ergebnis hat: ein Spieler steigt zwischen den Runden aus (trage zuerst das Ergebnis des Tisches ein oder markiere ein Nichterscheinen)
drop-out-of-cut = { $player } ist nicht mehr im Top Cut: nach dem Cut kann nur ein Spieler aussteigen, der noch darin ist (und niemand nimmt seinen Platz ein, 414.6)
# Runden, Paarungen und Entscheidungen
rounds-are-paired = dieses Treffen hat Spieler: seine Runden werden aus ihnen gepaart ({"{"}"pairings": "swiss"{"}"}), nicht aus von Hand gemachten Tischen
round-type-unknown = „type“ muss "swiss" oder "single_elimination" sein, nicht { $kind }
round-type-mismatch = { $table } wurde für eine Runde vom Typ { $declared } gestartet, nicht { $kind }: ihre Partie muss mit "round": "{ $kind }" erstellt werden
round-started-meanwhile = im selben Moment wurde eine andere Runde gestartet: sieh noch einmal nach
game-in-other-round = die Partie „{ $game }“ ist schon ein Tisch einer anderen Runde
game-not-in-gathering = die Partie „{ $game }“ ist keine Partie dieses Treffens
no-game-to-time = das Treffen hat keine Partie, die eine Uhr braucht: jede Partie ist vorbei oder in einer früheren Runde (füge zuerst die Partien der Runde hinzu)
round-games-list = „games“ muss eine nicht leere Liste von Partie-IDs sein
round-games-twice = „games“ nennt eine Partie zweimal
round-games-unknown = „games“ nennt „{ $game }“, das keine Partie dieses Treffens ist
game-in-round = { $table } ist schon ein Tisch von Runde { $round }
game-over-no-clock = { $table } ist vorbei: sie braucht keine Uhr
round-paused = Runde { $round } ist schon pausiert
round-paused-meanwhile = Runde { $round } wurde gerade von einem anderen Gerät pausiert
round-not-paused = Runde { $round } ist nicht pausiert
round-resumed-meanwhile = Runde { $round } wurde gerade von einem anderen Gerät fortgesetzt
extension-game-needed = „game“ muss die ID einer der Partien der Runde sein
extension-game-not-in-round = „game“ nennt „{ $game }“, das kein Tisch von Runde { $round } ist
key-used-in-round = der Idempotency-Key „{ $key }“ wurde in dieser Runde schon für eine andere Verlängerung benutzt; eine andere Anfrage braucht einen neuen Key
game-over-no-time = { $table } ist vorbei: sie braucht keine Zeit mehr
time-called-play-went-on = bei { $table } wurde die Zeit ausgerufen, und seitdem wurde weitergespielt: eine Verlängerung kann das nicht mehr zurücknehmen
table-wrote-meanwhile = { $table } hat genau in diesem Moment in seine Partie geschrieben: sieh noch einmal nach und versuche es erneut
pairings-kind-unknown = „pairings“ muss "swiss" oder "top" sein, nicht { $kind }
cut-size-unknown = „size“ muss die Größe des Top Cuts sein: { $smallest } bis { $largest }
round-paired-meanwhile = Runde { $round } wurde gerade von einem anderen Gerät gepaart: sieh noch einmal nach
gathering-keeps-changing = das Treffen ändert sich ständig: paare gleich noch einmal
round-not-paired = Runde { $round } dieses Treffens ist nicht gepaart{ $paired ->
    [0] {" "}(noch keine Runde ist gepaart)
   *[other] {""}
}
round-started-already = Runde { $round } hat schon begonnen
round-superseded = Runde { $later } ist schon gepaart: Runde { $round } beginnt nicht mehr
round-started-meanwhile-by = Runde { $round } wurde gerade von einem anderen Gerät gestartet
cut-size-for-top-only = „size“ ist für den Top Cut ("pairings": "top")
cut-not-for-pods = ein Top Cut spielt 1v1-Matches: ein { $mode }-Turnier hat keine
cut-after-swiss = der Top Cut kommt nach den Schweizer Runden: paare zuerst Runde 1
cut-size-needed = „size“ muss sagen, wie viele den Top Cut erreichen: { $smallest } bis { $largest }
cut-size-fixed = der Top Cut steht schon auf die besten { $cut }, nicht { $size }
table-names-refused = die Partie von Tisch { $table } kann mit diesen Namen nicht beginnen: { $reason }
rounds-hand-made = Runde { $round } dieses Treffens wurde mit von Hand gemachten Tischen gestartet: ein Treffen paart alle seine Runden aus seinen Spielern oder keine
no-show-without-table = { $round ->
    [0] { $player } hat keinen Tisch: noch keine Runde ist gepaart
   *[other] { $player } hat keinen Tisch in Runde { $round }
}: ein Nichterscheinen gilt für einen Spieler, der nicht an seinen Tisch gekommen ist
no-show-at-pod = Tisch { $table } ist ein Skirmish- oder War-Tisch: trage sein Ergebnis von Hand ein, mit { $player } als "absent"
no-show-but-played = Tisch { $table } hat ein Ergebnis aus seiner Partie: { $player } ist gekommen und hat gespielt
no-show-already = { $player } ist schon als nicht erschienen eingetragen
game-not-paired-table = die Partie „{ $game }“ ist kein gepaarter Tisch dieses Treffens
table-game-written-meanwhile = in die Partie des Tisches wurde genau in diesem Moment geschrieben: sieh noch einmal nach
result-field-unknown = ein Ergebnis hat kein Feld „{ $key }“
result-game-wins = „game_wins“ muss { $sides } ganze Zahlen von 0 bis { $limit } auflisten, eine für jede Seite in der Reihenfolge des Tisches ({ $order })
result-games-drawn = „games_drawn“ muss eine ganze Zahl von 0 bis { $limit } sein
result-absent-list = „absent“ muss die IDs der Teilnehmenden auflisten, die nicht gekommen sind
result-absent-unknown = „absent“ nennt „{ $entrant }“, der nicht an diesem Tisch sitzt ({ $order })
result-absent-twice = „absent“ nennt einen Teilnehmenden zweimal
# Die Zähler eines Tisches und wer beginnt
counter-not-whole = `{ $key }` muss eine ganze Zahl sein, nicht { $value }
counter-field-unknown = eine Zähleränderung hat `player`, `counter` und `add` oder `value`, nicht `{ $key }`
counter-player-unknown = { $player } ist kein Spieler dieser Partie: { $players }
counter-unknown = es gibt keinen Zähler { $counter }: die Zähler sind { $counters }
counter-add-or-value = gib entweder `add` (+1, -1...) oder `value` an, nicht beides
counter-below-zero = { $counter ->
    [xp] die EP
    [energy] die Energie
   *[power] die Macht
} von { $player } steht bei { $value }: sie kann nicht unter 0 fallen
counter-above-most = { $counter ->
    [xp] die EP
    [energy] die Energie
   *[power] die Macht
} von { $player } steht bei { $value }: sie kann nicht über { $limit } steigen
key-used-for-counter = der Idempotency-Key „{ $key }“ wurde in dieser Partie schon für eine andere Zähleränderung benutzt; eine andere Anfrage braucht einen neuen Key
first-drawn-or-begun = wer beginnt, wurde schon ausgelost, oder die Partie hat begonnen
game-begun = die Partie hat begonnen: { $player } hat angefangen
first-drawn = wer beginnt, wurde schon ausgelost: { $player } beginnt
control-character = Steuerzeichen
too-many-connections = der Server hat so viele Verbindungen offen, wie er annimmt (von dieser Adresse oder insgesamt): versuche es gleich noch einmal
headers-too-large = die Anfragezeile und die Header sind zu groß
request-too-slow = die Anfrage ist nicht rechtzeitig angekommen: sende sie noch einmal vollständig
request-not-http = die Anfrage ist kein gültiges HTTP/1.1

# Slips that expire, and the join link's share
table-result-final = das Ergebnis dieses Tisches ist endgültig: die nächste Runde des Events ist darauf gepaart, nur die Organisation kann es jetzt noch ändern
too-many-registrations = dieses Gerät hat in kurzer Zeit viele Spieler mit dem Anmeldelink angemeldet: der nächste kann sich in { $seconds } s anmelden

## Der Top-Cut (Issue 21)

cut-larger-than-field = ein Top { $size } braucht { $size } Spieler, die noch im Turnier sind, aber nur { $left } sind übrig: der größte mögliche Cut ist jetzt ein Top { $largest }

# The pages
## Every page (base.html) and the language picker
page-needs-javascript = Der Tracker braucht JavaScript, um mit dem Server zu sprechen.
page-language = Sprache
page-unreachable = Der Server ist nicht erreichbar. Läuft er noch, und ist dieses Gerät in seinem Netzwerk?
## The modes and the types of round, as a chooser names them
mode-duel = Duell (1 gegen 1)
mode-match = Match (1 gegen 1, zwei Gewinnspiele)
mode-skirmish = Scharmützel (3 Spieler)
mode-war = Krieg (4 Spieler)
mode-2v2 = 2 gegen 2 (zwei Teams)
procedure-summary = { $lead ->
        [1] die meisten Punkte gewinnen
       *[other] ein Vorsprung von { $lead } gewinnt
    }, { $tied ->
        [draw] sonst ein Unentschieden
       *[other] bei Gleichstand folgt Sudden Death
    }
round-option = { $round ->
        [swiss] Schweizer Runde
       *[other] K.-o.-Runde
    }: { procedure-summary }
## The start page (home.html, home.js)
home-page-title = riftscore: ein Spiel beginnen
home-tagline = Punktezählung für Riftbound, die die Wertungsregeln anwendet und jeden Punkt laut ansagt.
home-recent-games = Spiele auf diesem Gerät
home-new-game = Neues Spiel
home-mode = Modus
home-players-legend = Spieler in Zugreihenfolge: der Erste beginnt
home-player-seat = { $team ->
        [0] Spieler { $seat }
       *[other] Spieler { $seat } · Team { $team }
    }
home-name-placeholder = Name
home-teams-note = 2 gegen 2: Teamkameraden sitzen nicht nebeneinander; Spieler 1 und 3 sind ein Team, Spieler 2 und 4 das andere.
home-battlefields-legend = Schlachtfelder im Spiel
home-battlefield-count = Wie viele
home-battlefield = Schlachtfeld { $seat }
home-more-options = Hausregeln und Turnierrunden
home-victory-score = Siegpunktzahl (leer: die des Modus, { $score }; höchstens { $most })
home-round = Wenn die Zeit abgelaufen ist
home-start = Spiel beginnen
home-gathering = Ein Event leiten
home-gathering-hint = Für Organisatoren: die Tische des Events, Schweizer oder K.-o.-Runden auf Zeit mit einer Uhr für alle Tische, Verlängerungen und die Ergebnisse.
home-gathering-name = Name des Events
home-gathering-placeholder = Freitag im Laden
home-gathering-start = Event beginnen
home-recent-gatherings = Events auf diesem Gerät
home-footnote = Nicht von Riot Games unterstützt. Funktioniert offline im eigenen Netzwerk des Tisches: Nichts wird aus dem Internet geladen.
home-player-needs-name = Spieler { $seat } braucht einen Namen
home-battlefield-needs-name = Schlachtfeld { $seat } braucht einen Namen
home-players-same-name = Die Spieler { $seats } haben denselben Namen
home-battlefields-same-name = Die Schlachtfelder { $seats } haben denselben Namen
home-victory-bounds = Die Siegpunktzahl ist eine ganze Zahl von { $min } bis { $max }
home-standing-won = { $winners } { $count ->
        [one] hat gewonnen
       *[other] haben gewonnen
    }
home-standing-drawn = unentschieden
home-standing-not-begun = nicht begonnen
home-standing-turn = Zug { $turn }
home-standing-gone = nicht mehr auf dem Server
home-gathering-kind = Event

# The announcer (announce.py): every event said the way players say it at the table
announce-prefix = { $turn ->
        [0] Vor dem ersten Zug, { $player }
       *[other] Zug { $turn }, { $player }
    }
announce-turn = Zug { $turn }, { $player }{ $extra ->
        [yes] { $additional ->
            [0] {" "}(ein zusätzlicher Zug)
           *[other] {" "}(ein zusätzlicher Zug, Nachspielzug { $additional } von { $of })
        }
       *[no] { $additional ->
            [0] {""}
           *[other] {" "}(Nachspielzug { $additional } von { $of })
        }
    }
announce-conquer = { $who }: erobert { $battlefield }, das macht { $score }
announce-conquer-draws = { $who }: erobert { $battlefield }: Nicht jedes Schlachtfeld hat in diesem Zug gepunktet, stattdessen eine Karte ziehen
announce-hold = { $who }: hält { $battlefield }, das macht { $score }
announce-control-taken = { $who }: nimmt { $battlefield } ein ({ $reason ->
        [barred] ein Teamkamerad kontrollierte es beim Werten, also kann das Team es nicht werten
       *[scored] in diesem Zug schon gewertet, kein Punkt
    })
announce-control-lost = { $who }: verliert { $battlefield }, jetzt unkontrolliert
announce-gain = { $who }: erhält { $points }, das macht { $score }
announce-gain-from = { $who }: erhält { $points } durch { $source }, das macht { $score }
announce-burn-out = { $who }: brennt aus, { $opponent } erhält 1, das macht { $score }
announce-adjust = { $who }: angepasst um { $points }, das macht { $score }
announce-adjust-why = { $who }: angepasst um { $points } ({ $reason }), das macht { $score }
announce-victory-score = Die Siegpunktzahl ist jetzt { $points }
announce-time-called = Die Zeit ist um: Der laufende Zug wird beendet, dann { $turns ->
        [one] { $turns } Nachspielzug
       *[other] { $turns } Nachspielzüge
    }
announce-time-one-more-game = Die Zeit ist zwischen zwei Partien um, Partiesiege gleich { $wins }: noch eine Partie, ihre ersten { $turns } Züge sind Nachspielzüge
announce-time-no-new-game = Die Zeit ist zwischen zwei Partien um: Keine neue Partie beginnt
announce-sudden-death = Gleichstand bei { $score }: Sudden Death, der nächste Punkt gewinnt
announce-win = { $by ->
        [cleanup] { $winners } { $count ->
            [one] gewinnt
           *[other] gewinnen
        } die Partie
        [burn_out] { $winners } { $count ->
            [one] gewinnt
           *[other] gewinnen
        } die Partie sofort: ein Siegpunkt durch wiederholtes Ausbrennen
        [time] { $winners } { $count ->
            [one] gewinnt
           *[other] gewinnen
        } die Partie nach Punkten nach den Nachspielzügen
        [sudden_death] { $winners } { $count ->
            [one] gewinnt
           *[other] gewinnen
        } die Partie: als Erste im Sudden Death in Führung
        [concede] Die andere Seite gibt auf: { $winners } { $count ->
            [one] gewinnt
           *[other] gewinnen
        } die Partie
       *[other] { $winners } { $count ->
            [one] gewinnt
           *[other] gewinnen
        } die Partie ({ $by })
    }
announce-win-by-lead = { $winners } { $count ->
        [one] führt mit { $lead }: { $winners } gewinnt die Partie
       *[other] führen mit { $lead }: { $winners } gewinnen die Partie
    }
announce-win-most-points = { $winners } { $count ->
        [one] hat die meisten Punkte, { $tally }: { $winners } gewinnt die Partie
       *[other] haben die meisten Punkte, { $tally }: { $winners } gewinnen die Partie
    }
announce-drawn-no-lead = Niemand führt mit 2, { $tally }: Die Partie endet unentschieden
announce-drawn-game-wins-differ = Gleichstand bei { $score }, die Partiesiege aber nicht gleich: Die Partie endet unentschieden
announce-drawn = Die Partie endet unentschieden
announce-game-started = Partie { $number } auf { $battlefields }: { $first } beginnt{ $additional ->
        [0] {""}
       *[other] ; ihre ersten { $additional } Züge sind Nachspielzüge
    }
announce-match-won = { $winners } { $count ->
        [one] gewinnt
       *[other] gewinnen
    } das Match, { $wins }
announce-match-drawn = Das Match endet unentschieden, { $wins }
announce-match-won-at-time = { $winners } { $count ->
        [one] gewinnt
       *[other] gewinnen
    } das Match nach Partiesiegen, { $wins }
announce-match-drawn-at-time = Partiesiege gleich { $wins }: Das Match endet unentschieden

# The pages' catalogue
unknown-language = kein Katalog für „{ $tag }“: die Sprachen sind { $languages }

# The legends of an event's players
legends-not-object = „legends“ muss ein Objekt von den Spielern der Anmeldung zu ihren Legenden sein
legend-not-in-entry = legends nennt „{ $player }“, der nicht zu dieser Anmeldung gehört
team-legends-per-member = ein Team gibt die Legende jedes Mitglieds in „legends“ an
