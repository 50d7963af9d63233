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

## Il tabellone: luoghi, carte e ciò che richiede un turno

place-base = base di { $player }
unknown-card = non c'è nessuna carta «{ $card }» sul tabellone
card-not-a-unit = { $card } è { $kind ->
    [gear] un equipaggiamento
    [rune] una runa
   *[hidden] una carta nascosta
}, non un'unità
card-not-gear = { $card } è { $kind ->
    [unit] un'unità
    [rune] una runa
   *[hidden] una carta nascosta
}, non un equipaggiamento
doing-standard-move = il movimento standard
doing-chain-item = un elemento della catena
doing-resolve-item = risolvere un elemento della catena
doing-remove-item = togliere un elemento dalla catena
doing-choice = una scelta
doing-end-showdown = terminare uno scontro
doing-combat-result = un risultato di combattimento
doing-new-turn = un nuovo turno
doing-scoring-step = la fase di punteggio
board-match-game-over = la partita { $game } dell'incontro è finita ({ $outcome }): la partita successiva deve iniziare con un'azione game
control-not-written = { $do } non si scrive in una partita con tabellone: il controllo segue dal tabellone (movimenti, scontri e risultati di combattimento)

## Il tabellone: il tabellone iniziale

board-card-refused = tabellone ("board"): { $reason }
board-gear-on-other-unit = tabellone ("board"): { $gear } è un equipaggiamento di { $controller }, assegnato a un'unità di { $owner }
board-units-uncontrolled = tabellone ("board"): { $player } ha unità a { $battlefield }, che nessuno controlla; start.control deve dare ogni campo di battaglia con unità a chi le controlla
board-units-controlled-by-other = tabellone ("board"): { $player } ha unità a { $battlefield }, che controlla { $controller }; start.control deve dare ogni campo di battaglia con unità a chi le controlla
board-control-without-units = tabellone ("board"): start.control dà { $battlefield } a { $player }, che non vi ha nessuna unità (un campo di battaglia senza unità non è controllato)

## Il tabellone: carte che entrano e cambiano

card-no-id = una carta richiede un identificativo non vuoto
card-already-on-board = { $card } è già sul tabellone
unit-numbers-negative = { $unit } richiede Potenza e danni pari a 0 o più
unit-enters-designated = { $unit } non può entrare come attaccante o difensore
gear-away-from-unit = { $gear } deve trovarsi dove si trova { $unit } ({ $place }) per esserle assegnato
hidden-card-not-at-battlefield = { $card } è una carta nascosta: si colloca su un campo di battaglia
hide-where-not-controlled = { $player } può nascondere una carta solo su un campo di battaglia che controlla, non a { $battlefield }
recall-card-twice = un richiamo nomina una carta due volte
recall-no-cards = un richiamo richiede almeno una carta
damage-below-one = i danni devono essere almeno 1, non { $amount }
unit-already-exhausted = { $unit } è già esausta
unit-already-ready = { $unit } è già pronta
might-below-zero = la Potenza non può essere inferiore a 0, ed è { $might }
already-controls-card = { $player } controlla già { $card }
gear-already-attached = { $gear } è già assegnato a { $unit }
gear-for-own-units = { $gear } può essere assegnato solo a un'unità di { $player }
gear-not-attached = { $gear } non è assegnato a niente

## Il tabellone: movimenti e richiami

move-no-units = { $move ->
    [standard] un movimento standard
   *[effect] un movimento
} richiede almeno un'unità
move-unit-twice = { $move ->
    [standard] un movimento standard
   *[effect] un movimento
} nomina un'unità due volte
standard-move-not-your-turn = il movimento standard è solo per il giocatore di turno, e questo è il turno di { $player }
standard-move-not-main-phase = il movimento standard si fa solo nella fase principale
standard-move-in-showdown = niente movimento standard durante uno scontro (ce n'è uno in corso a { $battlefield })
standard-move-chain-not-empty = il movimento standard aspetta che la catena sia vuota
unit-of-another = { $unit } è un'unità di { $controller }: { $player } non può muoverla
unit-exhausted-no-standard-move = { $unit } è esausta: un'unità esausta non può fare il movimento standard
unit-already-there = { $unit } è già lì ({ $place })
standard-move-from-other-base = { $unit } è nella { $place }: il movimento standard parte dalla base di chi la controlla o da un campo di battaglia
standard-move-from-base = dalla base, il movimento standard di { $unit } va verso un campo di battaglia
standard-move-other-base = { $unit } può tornare solo nella { $home }, non nella { $place }
no-ganking = { $unit } non ha Ganking: il suo movimento standard va tra la base e un campo di battaglia, non da { $origin } a { $place }
move-to-other-base = { $unit } può andare solo nella base di chi la controlla, non nella { $place }
combat-about-to-start = un combattimento sta per iniziare a { $battlefield }: le unità possono unirvisi solo nel gruppo del movimento standard o, una volta iniziato, con un'Azione o una Reazione durante il suo scontro
combat-joined-outside-chain = c'è un combattimento in corso a { $battlefield }: solo una magia o un'abilità con Azione o Reazione può spostarvi unità durante il suo scontro, e questo non può
combat-joined-too-slow = c'è un combattimento in corso a { $battlefield }: solo una magia o un'abilità con Azione o Reazione può spostarvi unità durante il suo scontro, e { $item } ({ $timing }) non può
hidden-card-recalled = { $card } è una carta nascosta: non può essere richiamata
card-already-home = { $card } è già nella { $place }
gear-goes-with-unit = { $gear } è assegnato a { $unit }: va dove va la sua unità

## Il tabellone: la catena

chain-item-no-id = un elemento della catena richiede un identificativo non vuoto
chain-item-already-on = { $item } è già sulla catena
chain-item-not-on = { $item } non è sulla catena
chain-item-already-legal = { $item } è già un elemento legale
chain-empty = la catena è vuota: non c'è niente da risolvere
item-not-on-top = { $item } ({ $on_chain ->
    [yes] sulla catena
   *[no] non sulla catena
}) non può risolversi: in cima c'è { $top }
item-still-pending = { $item } è ancora in sospeso: si risolve quando diventa un elemento legale
not-a-resolution-effect = { $kind } non è qualcosa che una risoluzione fa

## Il tabellone: pulizie, scontri e combattimenti

cleanup-waits-for-choice = c'è una pulizia in corso: { $player } deve prima scegliere dove inizia { $kind ->
    [showdown] lo scontro
   *[combat] il combattimento
} ({ $battlefields })
nothing-to-choose = non c'è niente da scegliere: nessuna pulizia aspetta una scelta
chooser-is-other = sceglie { $chooser }, non { $player }
choice-elsewhere = { $kind ->
    [showdown] lo scontro
   *[combat] il combattimento
} può iniziare a { $battlefields }, non a { $battlefield }
chain-not-empty = { $moment ->
    [turn-end] il turno non può ancora finire
   *[scoring-step] la fase di punteggio non può iniziare
}: la catena ha ancora { $items }
showdown-under-way = { $moment ->
    [turn-end] il turno non può ancora finire
   *[scoring-step] la fase di punteggio non può iniziare
}: c'è uno scontro o un combattimento in corso a { $battlefield }
no-showdown-to-end = non c'è nessuno scontro da terminare
showdown-opens-combat = lo scontro a { $battlefield } apre un combattimento: finisce con il risultato del combattimento
showdown-chain-not-empty = uno scontro finisce solo quando la catena è vuota
no-combat-under-way = non c'è nessun combattimento in corso
combat-chain-not-empty = lo scontro del combattimento continua finché la catena ha elementi
combat-result-unit-twice = un risultato di combattimento nomina un'unità due volte
unit-not-in-combat = { $unit } non è nel combattimento a { $battlefield }
combat-damage-negative = i danni non possono essere negativi, e quelli di { $unit } sono { $amount }

## L'estensione tabellone della registrazione

where-card = la carta { $card }
where-some-card = una carta sul tabellone
value-card-id = l'identificativo della carta
value-unit-id = l'identificativo di un'unità
value-item-id = l'identificativo dell'elemento della catena
value-keywords = un elenco di parole chiave
value-place = un campo di battaglia, "base" o {"{"}"base": giocatore{"}"}
value-timing = normal, action, reaction o triggered
value-gear-place = dove si trova l'equipaggiamento
value-hidden-place = il campo di battaglia dove è nascosta
value-damage = un oggetto da identificativi di unità a numeri interi
value-units = un elenco di unità
value-gear-list = un elenco di equipaggiamenti
value-runes = un elenco di rune
value-hidden-cards = un elenco di carte nascoste
value-items = un elenco di elementi
value-effects = un elenco di effetti
board-not-object = "board" deve essere un oggetto che elenca carte, non { $value }
board-unknown-lists = "board" elenca units, gear, runes e hidden; non { $keys }
card-kind-needed = { $where } richiede una carta: "unit", "gear", "rune" o "hidden"
effect-not-object = un effetto deve essere un oggetto, non { $value }
not-an-effect = { $do } non è un effetto (effetti: { $effects })

# The legends extension of a record's header
legends-unknown-player = legends dà a «{ $player }» la leggenda «{ $legend }», ma «{ $player }» non gioca
value-legends = un oggetto da nomi di giocatori a nomi di leggende

# The service's refusals

# Dove, e ciò che un rifiuto nomina
where-body = il corpo della richiesta
where-line = la riga { NUMBER($line, useGrouping: 0) }
where-the-action = l'azione
where-action-number = l'azione { NUMBER($number, useGrouping: 0) }
stored-header = la sua intestazione
stored-entry = la voce { NUMBER($entry, useGrouping: 0) } del suo registro
stored-action = la sua azione { NUMBER($number, useGrouping: 0) }
game-by-table = il tavolo «{ $table }»
game-by-id = la partita «{ $game }»
field-named = «{ $name }»
named-in-list = { $list ->
    [players] Giocatore
   *[other] Campo di battaglia
} { $number }
name-of = il nome di { $who }
gathering-name = il nome del raduno
invisible-after = dopo «{ $text }»
invisible-at-start = all'inizio
# Lo strato HTTP
invalid-request = la richiesta non è valida: { $where }: { $fault }
invalid-value = non è un valore valido
invalid-value-missing = obbligatorio, e mancante
invalid-value-limit = { $limit ->
    [le] deve essere al massimo { $number }
    [ge] deve essere almeno { $number }
    [lt] deve essere minore di { $number }
    [gt] deve essere maggiore di { $number }
    [max_length] deve avere al massimo { $number } caratteri
   *[min_length] deve avere almeno { $number } caratteri
}
http-refusal = { $status ->
    [404] a questo indirizzo non c'è nulla
    [405] questo indirizzo non accetta questo metodo
   *[other] la richiesta è stata rifiutata (HTTP { NUMBER($status, useGrouping: 0) })
}
database-unavailable = il database non è raggiungibile in questo momento; non è cambiato nulla, a meno che un nuovo tentativo con la stessa Idempotency-Key dica il contrario: riprova tra un momento
internal-error = il server non è riuscito a rispondere a questa richiesta (il registro dell'organizzatore dice perché); un nuovo tentativo con la stessa Idempotency-Key non applica nulla due volte
unknown-host = questo server non risponde al nome «{ $host }»: l'organizzatore può aggiungerlo (RIFTSCORE_ALLOWED_HOSTS)
cross-origin = una pagina di un altro sito non può scrivere qui: apri la pagina del segnapunti stesso
body-too-large = il corpo della richiesta deve essere al massimo di { NUMBER($limit, useGrouping: 0) } byte
path-with-nul = qui nulla ha un nome con il carattere NUL
too-many-creations = questo dispositivo ha creato { $what ->
    [games] molte partite
    [gatherings] molti raduni
   *[other] molte richieste
} in poco tempo: la prossima si potrà creare tra { $seconds } s
qr-text-length = «text» deve essere il link, da 1 a { $limit } caratteri
gathering-needs-name = un raduno ha bisogno di «name»
paired-round-fields = un turno abbinato accetta «pairings», «size», «minutes» e «start», non «{ $key }» (i suoi tavoli e il suo tipo derivano dagli abbinamenti)
paired-round-start-flag = «start» deve essere true (avvia subito l'orologio del turno) o false (solo abbinalo)
start-round-fields = avviare un turno accetta solo «minutes», non «{ $key }»
body-not-object = il corpo della richiesta deve essere un oggetto JSON
body-incomplete = la connessione si è chiusa prima della fine del corpo della richiesta
body-media-type-wrong = il corpo della richiesta deve essere inviato come { $accepted } (il suo Content-Type), non «{ $declared }»
body-media-type-missing = il corpo della richiesta deve essere inviato come { $accepted } (il suo Content-Type), e non ne è stato indicato nessuno
body-empty = il corpo della richiesta è vuoto: deve essere un oggetto JSON
body-too-deep = il corpo della richiesta è annidato troppo in profondità
body-not-json = il corpo della richiesta non è JSON valido
body-not-json-at = il corpo della richiesta non è JSON valido (al byte { NUMBER($byte, useGrouping: 0) })
body-json-ends-early = il corpo della richiesta non è JSON valido: finisce prima del suo valore JSON
json-number-unsafe = { $where } contiene il numero { $number }: i numeri devono essere compresi tra -{ NUMBER($limit, useGrouping: 0) } e { NUMBER($limit, useGrouping: 0) }
json-text-with-nul = { $where } contiene testo con il carattere NUL (U+0000)
if-match-not-version = If-Match deve essere una versione come "12", non «{ $value }»
stream-closed = { $whose ->
    [address] questo dispositivo ha aperti più flussi in diretta di quanti il server ne tenga per uno
    [game] questa partita ha più spettatori di quanti il server ne tenga per una partita
   *[server] il server ha aperti tanti flussi in diretta quanti ne tiene
}: questo, il più vecchio, è stato chiuso; si riapre da solo tra poco
game-not-timed = la partita «{ $game }» non è un tavolo di un turno a tempo
# Partite
unloadable-game = la partita «{ $game }» è salvata ma non si può caricare: { $where }: { $reason }
engine-fault = questo motore non è riuscito a gestirla ({ $kind }: { $detail })
no-such-game = non esiste la partita «{ $game }»
no-such-gathering = nessun raduno ha l'identificativo «{ $gathering }»
game-needs-token = scrivere in una partita richiede il suo token di scrittura (Authorization: Bearer)
token-cannot-write-game = questo token non può scrivere in questa partita
gathering-needs-organiser-token = aggiungere partite a un raduno richiede il suo token da organizzatore
token-not-organiser = questo token non è il token da organizzatore del raduno
reissue-outside-gathering = solo l'organizzatore di un raduno può emettere di nuovo il token di scrittura di un tavolo, e questa partita non appartiene a nessun raduno
reissue-needs-organiser-token = emettere di nuovo il token di scrittura di un tavolo richiede il token da organizzatore
recovery-code-wrong = questo non è il codice di recupero del raduno, oppure è già stato usato
recovery-code-used = questo codice di recupero è già stato usato
gathering-name-length = «name» deve essere il nome del raduno, da 1 a { $limit } caratteri
text-too-long = «{ $name }» deve essere { $kind ->
    [label] un'etichetta
   *[text] un testo
} di al massimo { $limit } caratteri
invisible-character = { $where } contiene un carattere invisibile { $place } ({ $codepoint }, { $character }): riscrivilo solo con caratteri visibili
whole-number-range = «{ $name }» deve essere un numero intero da 1 a { NUMBER($most, useGrouping: 0) }
idempotency-key-length = una Idempotency-Key deve avere da 1 a { $limit } caratteri
name-missing = { $who } ha bisogno di un nome
name-too-long = il nome di { $who } è lungo { $length } caratteri: un nome ne ha al massimo { $limit }
name-spaces-around = il nome di { $who } inizia o finisce con uno spazio
name-not-composed = il nome di { $who } non è nella forma composta di Unicode (NFC): scrivilo come lo digita una tastiera
names-same = { $list ->
    [players] I giocatori
   *[other] I campi di battaglia
} { $first } e { $second } hanno lo stesso nome: dai loro nomi che i giocatori sappiano distinguere
names-alike = { $list ->
    [players] I giocatori
   *[other] I campi di battaglia
} { $first } e { $second } hanno lo stesso nome («{ $one }» e «{ $other }» differiscono solo per maiuscole, larghezza, spazi o un congiuntore invisibile): dai loro nomi che i giocatori sappiano distinguere
game-number-too-large = { $where } contiene il numero { NUMBER($number, useGrouping: 0) }: i numeri di una partita (punti, punteggi di vittoria) sono al massimo { $limit } in un senso o nell'altro
victory-score-too-large = il punteggio di vittoria è al massimo di { $limit } punti, non { NUMBER($points, useGrouping: 0) }
victory-score-set-too-large = { $where } porta il punteggio di vittoria a { NUMBER($points, useGrouping: 0) }: un punteggio di vittoria è al massimo di { $limit } punti
record-too-deep = la registrazione è annidata troppo in profondità
record-too-long = la registrazione ha { $actions } azioni: una partita ne contiene al massimo { $limit }
header-too-deep = l'intestazione è annidata troppo in profondità
action-too-deep = l'azione è annidata troppo in profondità
record-not-kept = la registrazione si rigioca, ma { $where } non si può conservare: { $reason }
nothing-to-undo = non c'è nulla da annullare: nessuna azione è in vigore
time-called-by-clock = l'orologio del turno { $round } ha chiamato il tempo a { $table }: non si può annullare (correggi un punteggio con una rettifica; un'estensione concessa da un giudice restituisce il tempo al tavolo)
game-moved-on = la partita è alla versione { NUMBER($stored, useGrouping: 0) }, non { NUMBER($seen, useGrouping: 0) }: qualcun altro ha scritto prima; guarda di nuovo e riprova
game-full = questa partita contiene { $entries } voci, il massimo per una partita: esporta la sua registrazione per conservarla
game-busy = un altro dispositivo continua a scrivere in questa partita: guarda di nuovo e riprova
key-used-in-game = la Idempotency-Key «{ $key }» è già stata usata in questa partita per { $do ->
    [undo] un annullamento
   *[other] un'azione «{ $do }»
} (voce { NUMBER($entry, useGrouping: 0) }); una richiesta diversa ha bisogno di una nuova chiave
# Raduni e i loro tornei
no-such-player = il raduno non ha il giocatore «{ $player }»
no-such-round = il raduno non ha il turno { $round }
no-such-swiss-round = non esiste il turno svizzero { $number }: { $rounds ->
    [0] nessun turno è ancora abbinato
   *[other] i turni svizzeri finora vanno da 1 a { $rounds }
}
event-inconsistent = i fatti del torneo non tornano più: { $reason }
gathering-busy = il raduno è stato cambiato da altri dispositivi molte volte insieme: riprova
tournament-refusal = { $reason }
player-name-not-text = «{ $name }» deve essere un nome, come testo
player-name-length = «{ $name }» deve essere un nome da 1 a { $limit } caratteri
event-mode-unknown = «mode» deve essere { $modes }, non { $mode }
event-points-shape = «points» deve essere {"{"}"win", "draw", "loss"{"}"}, numeri interi da 0 a { $limit }
event-seed-length = «seed» deve essere un testo da 1 a { $limit } caratteri
event-begun = il torneo del raduno è già cominciato
event-setting-unknown = il torneo non ha l'impostazione «{ $key }»
event-setting-fixed = «{ $key }» è fissato non appena il turno 1 è abbinato
event-mode-fixed-by-players = ci sono già giocatori iscritti: un torneo 2v2 iscrive squadre, ogni altro torneo giocatori, quindi la modalità non può passare dall'uno all'altro
register-needs-token = iscrivere un giocatore richiede il token da organizzatore del raduno o il suo token di iscrizione (Authorization: Bearer)
token-cannot-register = questo token non può né gestire il raduno né iscriverne i giocatori
player-field-unknown = un giocatore non ha il campo «{ $key }»
team-members-two = «members» deve nominare i due giocatori della squadra
join-link-replaced = questo link di iscrizione è stato sostituito da uno più recente: chiedi all'organizzatore
key-used-to-register = la Idempotency-Key «{ $key }» è già stata usata per iscrivere { $player }; una richiesta diversa ha bisogno di una nuova chiave
team-members-needed = un torneo 2v2 iscrive squadre: indica i due giocatori della squadra in «members»
team-members-not-wanted = un torneo { $mode } iscrive giocatori, non squadre: togli «members»
gathering-full = il raduno ha { $limit } partecipanti, quanti ne può accogliere
team-names-same = i due giocatori di una squadra hanno bisogno di due nomi diversi
name-taken = { $taken } è già iscritto: dai a { $name } un nome che li distingua (l'iniziale di un cognome, per esempio)
dropped-already = { $player } si è già ritirato, dopo il turno { $round }
dropped-no-show = { $player } non si è presentato al turno { $round } ed è stato ritirato allora
drop-while-playing = { $player } gioca al tavolo { $table } del turno { $round }, che non ha ancora un risultato: un giocatore si ritira tra un turno e l'altro (registra prima il risultato del tavolo, o segna un'assenza)
drop-out-of-cut = { $player } non è più nel top cut: dopo il taglio può ritirarsi solo un giocatore ancora dentro (e nessuno prende il suo posto, 414.6)
# Turni, abbinamenti e decisioni
rounds-are-paired = questo raduno ha giocatori: i suoi turni vengono abbinati a partire da loro ({"{"}"pairings": "swiss"{"}"}), non fatti di tavoli a mano
round-type-unknown = «type» deve essere "swiss" o "single_elimination", non { $kind }
round-type-mismatch = { $table } è stata avviata per un turno { $declared }, non { $kind }: la sua partita deve essere creata con "round": "{ $kind }"
round-started-meanwhile = un altro turno è stato avviato nello stesso momento: guarda di nuovo
game-in-other-round = la partita «{ $game }» è già un tavolo di un altro turno
game-not-in-gathering = la partita «{ $game }» non è una partita di questo raduno
no-game-to-time = il raduno non ha partite da cronometrare: ogni partita è finita o in un turno precedente (aggiungi prima le partite del turno)
round-games-list = «games» deve essere una lista non vuota di identificativi di partite
round-games-twice = «games» nomina una partita due volte
round-games-unknown = «games» nomina «{ $game }», che non è una partita di questo raduno
game-in-round = { $table } è già un tavolo del turno { $round }
game-over-no-clock = { $table } è finita: non ha bisogno di orologio
round-paused = il turno { $round } è già in pausa
round-paused-meanwhile = il turno { $round } è appena stato messo in pausa da un altro dispositivo
round-not-paused = il turno { $round } non è in pausa
round-resumed-meanwhile = il turno { $round } è appena stato ripreso da un altro dispositivo
extension-game-needed = «game» deve essere l'identificativo di una delle partite del turno
extension-game-not-in-round = «game» nomina «{ $game }», che non è un tavolo del turno { $round }
key-used-in-round = la Idempotency-Key «{ $key }» è già stata usata in questo turno per un'altra estensione; una richiesta diversa ha bisogno di una nuova chiave
game-over-no-time = { $table } è finita: non ha bisogno di altro tempo
time-called-play-went-on = a { $table } è stato chiamato il tempo e da allora si è continuato a giocare: un'estensione non può più annullarlo
table-wrote-meanwhile = { $table } ha scritto nella sua partita proprio in questo momento: guarda di nuovo e riprova
pairings-kind-unknown = «pairings» deve essere "swiss" o "top", non { $kind }
cut-size-unknown = «size» deve essere la dimensione del top cut: da { $smallest } a { $largest }
round-paired-meanwhile = il turno { $round } è appena stato abbinato da un altro dispositivo: guarda di nuovo
gathering-keeps-changing = il raduno continua a cambiare: abbina di nuovo tra un momento
round-not-paired = il turno { $round } di questo raduno non è abbinato{ $paired ->
    [0] {" "}(nessun turno è ancora abbinato)
   *[other] {""}
}
round-started-already = il turno { $round } è già cominciato
round-superseded = il turno { $later } è già abbinato: il turno { $round } non comincia più
round-started-meanwhile-by = il turno { $round } è appena stato avviato da un altro dispositivo
cut-size-for-top-only = «size» è per il top cut ("pairings": "top")
cut-not-for-pods = un top cut si gioca in incontri 1v1: un torneo { $mode } non ne ha
cut-after-swiss = il top cut viene dopo i turni svizzeri: abbina prima il turno 1
cut-size-needed = «size» deve dire quanti entrano nel top cut: da { $smallest } a { $largest }
cut-size-fixed = il top cut è già fissato ai primi { $cut }, non { $size }
table-names-refused = la partita del tavolo { $table } non può cominciare con questi nomi: { $reason }
rounds-hand-made = il turno { $round } di questo raduno è stato avviato con tavoli fatti a mano: un raduno abbina tutti i suoi turni a partire dai giocatori, o nessuno
no-show-without-table = { $round ->
    [0] { $player } non ha un tavolo: nessun turno è ancora abbinato
   *[other] { $player } non ha un tavolo nel turno { $round }
}: un'assenza riguarda un giocatore che non si è presentato al suo tavolo
no-show-at-pod = il tavolo { $table } è un tavolo da schermaglia o da guerra: registra il suo risultato a mano, con { $player } in "absent"
no-show-but-played = il tavolo { $table } ha un risultato dalla sua partita: { $player } si è presentato e ha giocato
no-show-already = { $player } è già registrato come assente
game-not-paired-table = la partita «{ $game }» non è un tavolo abbinato di questo raduno
table-game-written-meanwhile = qualcuno ha scritto nella partita del tavolo proprio in questo momento: guarda di nuovo
result-field-unknown = un risultato non ha il campo «{ $key }»
result-game-wins = «game_wins» deve elencare { $sides } numeri interi da 0 a { $limit }, uno per ogni lato nell'ordine del tavolo ({ $order })
result-games-drawn = «games_drawn» deve essere un numero intero da 0 a { $limit }
result-absent-list = «absent» deve elencare gli identificativi dei partecipanti che non si sono presentati
result-absent-unknown = «absent» nomina «{ $entrant }», che non siede a questo tavolo ({ $order })
result-absent-twice = «absent» nomina un partecipante due volte
# I contatori di un tavolo e chi inizia
counter-not-whole = `{ $key }` deve essere un numero intero, non { $value }
counter-field-unknown = una modifica di contatore ha `player`, `counter` e `add` o `value`, non `{ $key }`
counter-player-unknown = { $player } non è un giocatore di questa partita: { $players }
counter-unknown = non esiste il contatore { $counter }: i contatori sono { $counters }
counter-add-or-value = indica `add` (+1, -1...) oppure `value`, non entrambi
counter-below-zero = { $counter ->
    [xp] l'XP
    [energy] l'Energia
   *[power] la Potenza
} di { $player } è a { $value }: non può scendere sotto 0
counter-above-most = { $counter ->
    [xp] l'XP
    [energy] l'Energia
   *[power] la Potenza
} di { $player } è a { $value }: non può superare { $limit }
key-used-for-counter = la Idempotency-Key «{ $key }» è già stata usata in questa partita per un'altra modifica di contatore; una richiesta diversa ha bisogno di una nuova chiave
first-drawn-or-begun = chi inizia è già stato sorteggiato, oppure la partita è cominciata
game-begun = la partita è cominciata: { $player } ha iniziato per primo
first-drawn = chi inizia è già stato sorteggiato: inizia { $player }
control-character = carattere di controllo
too-many-connections = il server ha aperte tante connessioni quante ne accetta (da questo indirizzo, o in tutto): riprova tra un momento
headers-too-large = la riga di richiesta e le intestazioni sono troppo grandi
request-too-slow = la richiesta non è arrivata in tempo: inviala di nuovo per intero
request-not-http = la richiesta non è HTTP/1.1 valido

# Slips that expire, and the join link's share
table-result-final = il risultato di questo tavolo è definitivo: il turno successivo dell'evento è abbinato su di esso, ormai solo l'organizzazione può cambiarlo
too-many-registrations = questo dispositivo ha iscritto molti giocatori con il link di iscrizione in poco tempo: il prossimo potrà iscriversi tra { $seconds } s

## Il taglio finale (issue 21)

cut-larger-than-field = un top { $size } richiede { $size } giocatori ancora in gara, ma ne restano solo { $left }: il taglio più grande possibile ora è un top { $largest }

# The pages
## Every page (base.html) and the language picker
page-needs-javascript = Il segnapunti ha bisogno di JavaScript per parlare con il server.
page-language = Lingua
page-unreachable = Impossibile raggiungere il server. È ancora in funzione, e questo dispositivo è sulla sua rete?
## The modes and the types of round, as a chooser names them
mode-duel = Duello (1 contro 1)
mode-match = Incontro (1 contro 1, al meglio delle tre)
mode-skirmish = Schermaglia (3 giocatori)
mode-war = Guerra (4 giocatori)
mode-2v2 = 2 contro 2 (due squadre)
procedure-summary = { $lead ->
        [1] vince chi ha più punti
       *[other] vince un vantaggio di { $lead }
    }, { $tied ->
        [draw] altrimenti pareggio
       *[other] un pareggio porta alla morte improvvisa
    }
round-option = { $round ->
        [swiss] Turno svizzero
       *[other] Eliminazione diretta
    }: { procedure-summary }
## The start page (home.html, home.js)
home-page-title = riftscore: inizia una partita
home-tagline = Il segnapunti di Riftbound che applica le regole di punteggio e annuncia ogni punto ad alta voce.
home-recent-games = Partite su questo dispositivo
home-new-game = Nuova partita
home-mode = Modalità
home-players-legend = Giocatori, in ordine di turno: il primo gioca per primo
home-player-seat = { $team ->
        [0] Giocatore { $seat }
       *[other] Giocatore { $seat } · squadra { $team }
    }
home-name-placeholder = Nome
home-teams-note = 2 contro 2: i compagni non siedono vicini; i giocatori 1 e 3 sono una squadra, i giocatori 2 e 4 l'altra.
home-battlefields-legend = Campi di battaglia in gioco
home-battlefield-count = Quanti
home-battlefield = Campo di battaglia { $seat }
home-more-options = Regole della casa e turni di torneo
home-victory-score = Punteggio di vittoria (vuoto: quello della modalità, { $score }; al massimo { $most })
home-round = Quando scade il tempo
home-start = Inizia la partita
home-gathering = Organizza un evento
home-gathering-hint = Per gli organizzatori: i tavoli dell'evento, turni svizzeri o a eliminazione diretta a tempo con un solo orologio per tutti i tavoli, le estensioni e i risultati.
home-gathering-name = Nome dell'evento
home-gathering-placeholder = Venerdì al negozio
home-gathering-start = Inizia l'evento
home-recent-gatherings = Eventi su questo dispositivo
home-footnote = Non approvato da Riot Games. Funziona offline sulla rete del tavolo: nulla viene caricato da internet.
home-player-needs-name = Il giocatore { $seat } ha bisogno di un nome
home-battlefield-needs-name = Il campo di battaglia { $seat } ha bisogno di un nome
home-players-same-name = I giocatori { $seats } hanno lo stesso nome
home-battlefields-same-name = I campi di battaglia { $seats } hanno lo stesso nome
home-victory-bounds = Il punteggio di vittoria è un numero intero da { $min } a { $max }
home-standing-won = { $count ->
        [one] { $winners } ha vinto
       *[other] { $winners } hanno vinto
    }
home-standing-drawn = pareggio
home-standing-not-begun = non iniziata
home-standing-turn = turno { $turn }
home-standing-gone = non è più sul server
home-gathering-kind = evento

# The announcer (announce.py): every event said the way players say it at the table
announce-prefix = { $turn ->
        [0] Prima del primo turno, { $player }
       *[other] Turno { $turn }, { $player }
    }
announce-turn = Turno { $turn }, { $player }{ $extra ->
        [yes] { $additional ->
            [0] {" "}(un turno extra)
           *[other] {" "}(un turno extra, turno aggiuntivo { $additional } di { $of })
        }
       *[no] { $additional ->
            [0] {""}
           *[other] {" "}(turno aggiuntivo { $additional } di { $of })
        }
    }
announce-conquer = { $who }: conquista { $battlefield }, fanno { $score }
announce-conquer-draws = { $who }: conquista { $battlefield }: non tutti i campi di battaglia hanno segnato in questo turno, pesca invece una carta
announce-hold = { $who }: mantiene { $battlefield }, fanno { $score }
announce-control-taken = { $who }: prende { $battlefield } ({ $reason ->
        [barred] un compagno lo controllava nella fase di punteggio, quindi la squadra non può segnarlo
       *[scored] già segnato in questo turno, nessun punto
    })
announce-control-lost = { $who }: perde { $battlefield }, ora non controllato
announce-gain = { $who }: guadagna { $points }, fanno { $score }
announce-gain-from = { $who }: guadagna { $points } da { $source }, fanno { $score }
announce-burn-out = { $who }: si esaurisce, { $opponent } guadagna 1, fanno { $score }
announce-adjust = { $who }: correzione di { $points }, fanno { $score }
announce-adjust-why = { $who }: correzione di { $points } ({ $reason }), fanno { $score }
announce-victory-score = Il punteggio di vittoria ora è { $points }
announce-time-called = Tempo scaduto: il turno in corso finisce, poi { $turns ->
        [one] { $turns } turno aggiuntivo
       *[other] { $turns } turni aggiuntivi
    }
announce-time-one-more-game = Tempo scaduto tra due partite, vittorie in parità { $wins }: un'altra partita, con i primi { $turns } turni aggiuntivi
announce-time-no-new-game = Tempo scaduto tra due partite: non inizia nessuna nuova partita
announce-sudden-death = Parità a { $score }: morte improvvisa, il prossimo punto vince
announce-win = { $by ->
        [cleanup] { $winners } { $count ->
            [one] vince
           *[other] vincono
        } la partita
        [burn_out] { $winners } { $count ->
            [one] vince
           *[other] vincono
        } la partita subito: un punto vincente da un esaurimento ripetuto
        [time] { $winners } { $count ->
            [one] vince
           *[other] vincono
        } la partita ai punti dopo i turni aggiuntivi
        [sudden_death] { $winners } { $count ->
            [one] vince
           *[other] vincono
        } la partita: primo in vantaggio nella morte improvvisa
        [concede] L'altra parte si arrende: { $winners } { $count ->
            [one] vince
           *[other] vincono
        } la partita
       *[other] { $winners } { $count ->
            [one] vince
           *[other] vincono
        } la partita ({ $by })
    }
announce-win-by-lead = { $winners } { $count ->
        [one] è avanti di { $lead }: { $winners } vince la partita
       *[other] sono avanti di { $lead }: { $winners } vincono la partita
    }
announce-win-most-points = { $winners } { $count ->
        [one] ha più punti, { $tally }: { $winners } vince la partita
       *[other] hanno più punti, { $tally }: { $winners } vincono la partita
    }
announce-drawn-no-lead = Nessuno è avanti di 2, { $tally }: la partita è patta
announce-drawn-game-wins-differ = Parità a { $score }, con le vittorie non in parità: la partita è patta
announce-drawn = La partita è patta
announce-game-started = Partita { $number } su { $battlefields }: inizia { $first }{ $additional ->
        [0] {""}
       *[other] ; i suoi primi { $additional } turni sono turni aggiuntivi
    }
announce-match-won = { $winners } { $count ->
        [one] vince
       *[other] vincono
    } l'incontro, { $wins }
announce-match-drawn = L'incontro è in parità, { $wins }
announce-match-won-at-time = { $winners } { $count ->
        [one] vince
       *[other] vincono
    } l'incontro per vittorie, { $wins }
announce-match-drawn-at-time = Vittorie in parità { $wins }: l'incontro è in parità

# The pages' catalogue
unknown-language = nessun catalogo per «{ $tag }»: le lingue sono { $languages }

# The legends of an event's players
legends-not-object = «legends» deve essere un oggetto dai giocatori dell'iscrizione alle loro leggende
legend-not-in-entry = legends nomina «{ $player }», che non è in questa iscrizione
team-legends-per-member = una squadra indica la leggenda di ogni membro in «legends»
