# Le parole di riftscore in italiano. Stessi identificativi e variabili di en.ftl.
# I nomi di giocatori, campi di battaglia e carte non si traducono mai; le parole chiave
# del formato di registrazione ($do, $key, $mode, $by) restano come sono.

## Elementi comuni

list-separator = {", "}

## Le righe della registrazione

record-line = riga { NUMBER($line, useGrouping: 0) }: { $reason }

## Le regole: chi e dove

unknown-player = «{ $player }» non gioca in questa partita (giocatori: { $players })
unknown-battlefield = «{ $battlefield }» non è un campo di battaglia in gioco (campi di battaglia: { $battlefields })

## Le regole: l'intestazione

header-empty-name = { $key } non può contenere nomi vuoti
header-name-twice = { $key } nomina «{ $name }» due volte
header-player-count = { $mode } si gioca in { $players } giocatori, ma l'intestazione ne nomina { $named }
header-battlefield-count = { $mode } si gioca su { $battlefields } campi di battaglia, ma l'intestazione ne nomina { $named }
header-victory-score-below-one = victory_score deve essere almeno 1, non { $points }
teams-only-2v2 = le squadre esistono solo nel 2v2, non in { $mode }
teams-missing = il 2v2 richiede squadre: due liste di due giocatori
teams-shape = teams deve essere due liste di due giocatori
teams-players = teams deve nominare ogni giocatore esattamente una volta
teams-not-alternating = le squadre devono alternarsi nell'ordine dei turni, ma { $first } e { $second } sono compagni di squadra e siedono vicini
start-scores-unknown-player = start.scores nomina «{ $player }», che non gioca
start-scores-negative = start.scores dà { $points } a { $player }: un punteggio non scende mai sotto 0
start-scores-team-twice = start.scores nomina sia { $first } sia { $second }: una squadra condivide un punteggio, nominane uno solo
start-control-unknown-battlefield = start.control nomina «{ $battlefield }», che non è un campo di battaglia in gioco
start-control-unknown-player = start.control assegna { $battlefield } a «{ $player }», che non gioca

## Le regole: i turni

turn-scoring-step-not-reached = il turno in corso non ha ancora raggiunto la fase di punteggio
beginning-phase-not-started = non c'è nessuna fase iniziale in corso: prima viene start_turn
not-in-beginning-phase = «{ $do }» non può avvenire nella fase iniziale
first-turn-extra = il primo turno di una partita non può essere un turno extra
first-turn-not-yours = il primo turno della partita è di { $first }, non di { $player }
turn-out-of-order = turno fuori ordine: il prossimo turno è di { $next }, non di { $player } (un turno concesso da una carta si scrive con "extra": true)
turn-needed = { $do } richiede un turno in corso, e siamo { $when ->
    [before-first-turn] prima del primo turno
   *[between-turns] tra due turni
}
ally-occupies-only-2v2 = ally_occupies esiste solo nel 2v2, non in { $mode }
ally-occupies-twice = ally_occupies nomina un campo di battaglia due volte

## Le regole: il punteggio

already-controls = { $player } controlla già { $battlefield }
nobody-controls = nessuno controlla { $battlefield }, quindi nessuno può perderlo
gain-below-one = un guadagno deve valere almeno 1 punto, non { $points }
burn-out-needs-opponent = un esaurimento richiede l'avversario che ne guadagna il punto
burn-out-not-opponent = { $player } non può dare il punto dell'esaurimento a { $gainer }
adjust-zero = una correzione deve cambiare il punteggio: points non può essere 0
resolve-empty = resolve richiede almeno un'azione
not-in-resolve = «{ $do }» non può avvenire dentro resolve (solo control, lose_control, gain, burn_out e adjust)
victory-score-below-one = il punteggio di vittoria deve essere almeno 1, non { $points }
time-already-called = la fine del tempo è già stata chiamata in questa registrazione
no-concede = in { $mode } non si concede: è tutti contro tutti

## Le regole: la fine della partita e dell'incontro

game-over = la partita è finita: { $outcome }
match-over = l'incontro è finito: { $outcome }
match-game-over = la partita { $game } è finita ({ $outcome }): la partita successiva deve iniziare con un'azione game
outcome-drawn = { $by ->
    [none] pareggio
    [time] pareggio a tempo
   *[other] pareggio ({ $by })
}
outcome-won = { $by ->
    [none] vittoria di { $winners }
    [cleanup] vittoria di { $winners } ai punti
    [sudden_death] vittoria di { $winners } alla morte improvvisa
    [burn_out] vittoria di { $winners } per esaurimento
    [concede] vittoria di { $winners } per resa
    [time] vittoria di { $winners } a tempo
   *[other] vittoria di { $winners } ({ $by })
}
game-only-in-match = un'azione game esiste solo in un incontro, non in { $mode }
game-in-progress = la partita { $game } è ancora in corso
match-battlefield-count = ogni partita di un incontro si gioca su { $count } campi di battaglia
match-battlefield-names = i campi di battaglia della partita devono avere nomi diversi e non vuoti
battlefield-set-aside = { $battlefield } è stato usato in una partita vinta: resta da parte per il resto dell'incontro

## Il lettore di registrazioni: righe

record-empty = la registrazione è vuota: serve una riga di intestazione
line-not-utf8 = non è testo UTF-8 valido (una registrazione è JSON Lines in UTF-8)
line-too-deep = annidata troppo in profondità per essere una riga di registrazione
json-number-too-long = un numero troppo lungo da leggere (i numeri di una registrazione hanno al massimo 4300 cifre)
json-not-a-number = JSON non valido: { $constant } non è un numero JSON
json-invalid = JSON non valido ({ $detail })
json-lone-surrogate = JSON non valido: una stringa contiene «{ $escape }», un escape surrogato isolato, che non rappresenta alcun carattere
json-extra-data = JSON non valido: qualcosa segue il primo valore JSON di questa riga (una riga contiene esattamente un oggetto)
json-line-ends-early = JSON non valido: la riga finisce prima del suo valore JSON (un oggetto non può occupare due righe)
json-byte-order-mark = JSON non valido: un byte order mark alla colonna { $column } (solo l'inizio del file può averne uno)
json-not-whitespace = JSON non valido: { $char ->
    [vertical-tab] una tabulazione verticale
    [form-feed] un salto pagina
    [file-separator] un separatore di file
    [group-separator] un separatore di gruppo
    [record-separator] un separatore di record
    [unit-separator] un separatore di unità
    [next-line] un carattere di riga successiva (U+0085)
    [no-break-space] uno spazio indivisibile (U+00A0)
    [line-separator] un separatore di riga (U+2028)
   *[paragraph-separator] un separatore di paragrafo (U+2029)
} alla colonna { $column } (gli spazi bianchi di JSON sono spazi, tabulazioni e fine riga)
json-unexpected = JSON non valido: { $char } inatteso alla colonna { $column }
json-fault-at = JSON non valido: { $fault ->
    [comma] attesa una virgola
    [colon] attesi i due punti
    [property-name] atteso un nome di proprietà tra virgolette doppie
    [control-character] carattere di controllo non valido
    [escape] escape \ non valido
    [unicode-escape] escape \uXXXX non valido
    [trailing-comma-object] virgola finale non ammessa prima della fine dell'oggetto
   *[trailing-comma-array] virgola finale non ammessa prima della fine dell'array
} alla colonna { $column }
json-other-fault-at = JSON non valido: { $fault } alla colonna { $column }

## Il lettore di registrazioni: oggetti e chiavi

where-action = { $do }
where-header = l'intestazione
where-beginning-phase = nella fase iniziale
where-inside-resolve = dentro resolve
where-in-key = in «{ $key }» di { $do }
key-missing = a { $where } manca "{ $key }" ({ $what })
key-wrong = { $where }: "{ $key }" deve essere { $what }, non { $value }
value-name = un nome
value-names = una lista di nomi
value-count = un numero intero
value-text = testo
value-flag = true o false
value-actions = una lista di azioni
value-one-of = uno tra { $choices }
value-round = "swiss" o "single_elimination"
value-teams = due liste di due nomi di giocatori
value-object = un oggetto
action-not-object = un'azione deve essere un oggetto JSON, non { $value }
action-needs-do = un'azione richiede "do" (cosa è successo: turn, control, ...)
board-action-without-board = azione sconosciuta { $do }: è un'azione del tabellone, e questa partita non ha tabellone (la sua intestazione non ha "board")
unknown-action = azione sconosciuta { $do }
action-misplaced = «{ $do }» non può avvenire { $where } (solo { $allowed })
ally-occupies-in-board-game = ally_occupies non si scrive in una partita con tabellone: il tabellone sa dove sono le unità
header-not-object = l'intestazione deve essere un oggetto JSON, non { $value }
header-needs-format = l'intestazione richiede "format": "{ $format }"
header-wrong-format = il formato deve essere "{ $format }", non { $value }
start-scores-not-map = l'intestazione: "start.scores" deve associare nomi di giocatori a numeri interi, non { $value }
start-control-not-map = l'intestazione: "start.control" deve associare nomi di campi di battaglia a nomi di giocatori, non { $value }
