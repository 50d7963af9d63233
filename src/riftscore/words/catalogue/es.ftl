# Las palabras de riftscore en español. Mismos identificadores y variables que en.ftl.
# Los nombres de jugadores, campos de batalla y cartas nunca se traducen; las palabras
# clave del formato de registro ($do, $key, $mode, $by) se quedan como están.

## Piezas comunes

list-separator = {", "}

## Las líneas del registro

record-line = línea { NUMBER($line, useGrouping: 0) }: { $reason }

## Las reglas: quién y dónde

unknown-player = «{ $player }» no juega en esta partida (jugadores: { $players })
unknown-battlefield = «{ $battlefield }» no es un campo de batalla en juego (campos de batalla: { $battlefields })

## Las reglas: la cabecera

header-empty-name = { $key } no puede tener nombres vacíos
header-name-twice = { $key } nombra «{ $name }» dos veces
header-player-count = { $mode } se juega con { $players } jugadores, pero la cabecera nombra { $named }
header-battlefield-count = { $mode } se juega en { $battlefields } campos de batalla, pero la cabecera nombra { $named }
header-victory-score-below-one = victory_score debe ser al menos 1, no { $points }
teams-only-2v2 = los equipos son solo para 2v2, no para { $mode }
teams-missing = el 2v2 necesita equipos: dos listas de dos jugadores
teams-shape = teams debe ser dos listas de dos jugadores
teams-players = teams debe nombrar a cada jugador exactamente una vez
teams-not-alternating = los equipos deben alternarse en el orden de turnos, pero { $first } y { $second } son compañeros y se sientan uno al lado del otro
start-scores-unknown-player = start.scores nombra a «{ $player }», que no juega
start-scores-negative = start.scores da { $points } a { $player }: una puntuación nunca baja de 0
start-scores-team-twice = start.scores nombra a { $first } y a { $second }: un equipo comparte una puntuación, nombra a uno de los dos
start-control-unknown-battlefield = start.control nombra «{ $battlefield }», que no es un campo de batalla en juego
start-control-unknown-player = start.control da { $battlefield } a «{ $player }», que no juega

## Las reglas: los turnos

turn-scoring-step-not-reached = el turno en curso aún no ha llegado a su paso de puntuación
beginning-phase-not-started = no hay ninguna fase de inicio en curso: primero va start_turn
not-in-beginning-phase = «{ $do }» no puede ocurrir en la fase de inicio
first-turn-extra = el primer turno de una partida no puede ser un turno adicional
first-turn-not-yours = el primer turno de la partida es de { $first }, no de { $player }
turn-out-of-order = turno fuera de orden: { $next } juega el siguiente turno, no { $player } (un turno concedido por una carta se escribe con "extra": true)
turn-needed = { $do } necesita un turno en curso, y estamos { $when ->
    [before-first-turn] antes del primer turno
   *[between-turns] entre dos turnos
}
ally-occupies-only-2v2 = ally_occupies es solo para 2v2, no para { $mode }
ally-occupies-twice = ally_occupies nombra un campo de batalla dos veces

## Las reglas: la puntuación

already-controls = { $player } ya controla { $battlefield }
nobody-controls = nadie controla { $battlefield }, así que nadie puede perderlo
gain-below-one = una ganancia debe ser de al menos 1 punto, no { $points }
burn-out-needs-opponent = un agotamiento necesita al rival que gana su punto
burn-out-not-opponent = { $player } no puede dar el punto del agotamiento a { $gainer }
adjust-zero = un ajuste debe cambiar la puntuación: points no puede ser 0
resolve-empty = resolve necesita al menos una acción
not-in-resolve = «{ $do }» no puede ocurrir dentro de resolve (solo control, lose_control, gain, burn_out y adjust)
victory-score-below-one = la puntuación de victoria debe ser al menos 1, no { $points }
time-already-called = ya se anunció el final del tiempo en este registro
no-concede = en { $mode } no se concede: es un todos contra todos

## Las reglas: el final de la partida y del enfrentamiento

game-over = la partida ha terminado: { $outcome }
match-over = el enfrentamiento ha terminado: { $outcome }
match-game-over = la partida { $game } ha terminado ({ $outcome }): la siguiente partida debe empezar con una acción game
outcome-drawn = { $by ->
    [none] empate
    [time] empate por tiempo
   *[other] empate ({ $by })
}
outcome-won = { $by ->
    [none] ganó { $winners }
    [cleanup] ganó { $winners } por puntos
    [sudden_death] ganó { $winners } en muerte súbita
    [burn_out] ganó { $winners } por agotamiento
    [concede] ganó { $winners } por rendición
    [time] ganó { $winners } por tiempo
   *[other] ganó { $winners } ({ $by })
}
game-only-in-match = una acción game solo existe en un enfrentamiento, no en { $mode }
game-in-progress = la partida { $game } sigue en curso
match-battlefield-count = cada partida de un enfrentamiento se juega en { $count } campos de batalla
match-battlefield-names = los campos de batalla de la partida deben ser nombres distintos y no vacíos
battlefield-set-aside = { $battlefield } se usó en una partida que alguien ganó: queda apartado el resto del enfrentamiento

## El lector de registros: líneas

record-empty = el registro está vacío: necesita una línea de cabecera
line-not-utf8 = no es texto UTF-8 válido (un registro es JSON Lines en UTF-8)
line-too-deep = anidada demasiado profundamente para ser una línea de registro
json-number-too-long = un número demasiado largo para leerlo (los números de un registro tienen como máximo 4300 dígitos)
json-not-a-number = JSON no válido: { $constant } no es un número JSON
json-invalid = JSON no válido ({ $detail })
json-lone-surrogate = JSON no válido: una cadena contiene «{ $escape }», un escape de sustituto aislado, que no representa ningún carácter
json-extra-data = JSON no válido: algo sigue al primer valor JSON de esta línea (una línea contiene exactamente un objeto)
json-line-ends-early = JSON no válido: la línea termina antes que su valor JSON (un objeto no puede ocupar dos líneas)
json-byte-order-mark = JSON no válido: una marca de orden de bytes en la columna { $column } (solo el comienzo del archivo puede tener una)
json-not-whitespace = JSON no válido: { $char ->
    [vertical-tab] una tabulación vertical
    [form-feed] un salto de página
    [file-separator] un separador de archivo
    [group-separator] un separador de grupo
    [record-separator] un separador de registro
    [unit-separator] un separador de unidad
    [next-line] un carácter de línea siguiente (U+0085)
    [no-break-space] un espacio de no separación (U+00A0)
    [line-separator] un separador de línea (U+2028)
   *[paragraph-separator] un separador de párrafo (U+2029)
} en la columna { $column } (los espacios en blanco de JSON son espacios, tabulaciones y finales de línea)
json-unexpected = JSON no válido: { $char } inesperado en la columna { $column }
json-fault-at = JSON no válido: { $fault ->
    [comma] se esperaba una coma
    [colon] se esperaban dos puntos
    [property-name] se esperaba un nombre de propiedad entre comillas dobles
    [control-character] carácter de control no válido
    [escape] escape \ no válido
    [unicode-escape] escape \uXXXX no válido
    [trailing-comma-object] coma final no permitida antes del final del objeto
   *[trailing-comma-array] coma final no permitida antes del final de la lista
} en la columna { $column }
json-other-fault-at = JSON no válido: { $fault } en la columna { $column }

## El lector de registros: objetos y claves

where-action = { $do }
where-header = la cabecera
where-beginning-phase = en la fase de inicio
where-inside-resolve = dentro de resolve
where-in-key = en «{ $key }» de { $do }
key-missing = a { $where } le falta "{ $key }" ({ $what })
key-wrong = { $where }: "{ $key }" debe ser { $what }, no { $value }
value-name = un nombre
value-names = una lista de nombres
value-count = un número entero
value-text = texto
value-flag = true o false
value-actions = una lista de acciones
value-one-of = uno de { $choices }
value-round = "swiss" o "single_elimination"
value-teams = dos listas de dos nombres de jugadores
value-object = un objeto
action-not-object = una acción debe ser un objeto JSON, no { $value }
action-needs-do = una acción necesita "do" (lo que pasó: turn, control, ...)
board-action-without-board = acción desconocida { $do }: es una acción de tablero, y esta partida no tiene tablero (su cabecera no tiene "board")
unknown-action = acción desconocida { $do }
action-misplaced = «{ $do }» no puede ocurrir { $where } (solo { $allowed })
ally-occupies-in-board-game = ally_occupies no se escribe en una partida con tablero: el tablero sabe dónde están las unidades
header-not-object = la cabecera debe ser un objeto JSON, no { $value }
header-needs-format = la cabecera necesita "format": "{ $format }"
header-wrong-format = el formato debe ser "{ $format }", no { $value }
start-scores-not-map = la cabecera: "start.scores" debe asociar nombres de jugadores a números enteros, no { $value }
start-control-not-map = la cabecera: "start.control" debe asociar nombres de campos de batalla a nombres de jugadores, no { $value }

## El tablero: lugares, cartas y lo que necesita un turno

place-base = la base de { $player }
unknown-card = no hay ninguna carta «{ $card }» en el tablero
card-not-a-unit = { $card } es { $kind ->
    [gear] un equipo
    [rune] una runa
   *[hidden] una carta oculta
}, no una unidad
card-not-gear = { $card } es { $kind ->
    [unit] una unidad
    [rune] una runa
   *[hidden] una carta oculta
}, no un equipo
doing-standard-move = el movimiento estándar
doing-chain-item = un elemento de la cadena
doing-resolve-item = resolver un elemento de la cadena
doing-remove-item = quitar un elemento de la cadena
doing-choice = una elección
doing-end-showdown = terminar una confrontación
doing-combat-result = un resultado de combate
doing-new-turn = un turno nuevo
doing-scoring-step = el paso de puntuación
board-match-game-over = la partida { $game } del enfrentamiento ha terminado ({ $outcome }): la siguiente partida debe empezar con una acción game
control-not-written = { $do } no se escribe en una partida con tablero: el control se deduce del tablero (movimientos, confrontaciones y resultados de combate)

## El tablero: el tablero inicial

board-card-refused = tablero ("board"): { $reason }
board-gear-on-other-unit = tablero ("board"): { $gear } es un equipo de { $controller }, anexado a una unidad de { $owner }
board-units-uncontrolled = tablero ("board"): { $player } tiene unidades en { $battlefield }, que nadie controla; start.control debe dar cada campo de batalla con unidades a quien las controla
board-units-controlled-by-other = tablero ("board"): { $player } tiene unidades en { $battlefield }, que controla { $controller }; start.control debe dar cada campo de batalla con unidades a quien las controla
board-control-without-units = tablero ("board"): start.control da { $battlefield } a { $player }, que no tiene ninguna unidad allí (un campo de batalla sin unidades no está controlado)

## El tablero: cartas que entran y cambian

card-no-id = una carta necesita un identificador no vacío
card-already-on-board = { $card } ya está en el tablero
unit-numbers-negative = { $unit } necesita un Poder y un daño de 0 o más
unit-enters-designated = { $unit } no puede entrar como atacante ni como defensora
gear-away-from-unit = { $gear } debe estar donde está { $unit } ({ $place }) para anexarse
hidden-card-not-at-battlefield = { $card } es una carta oculta: se coloca en un campo de batalla
hide-where-not-controlled = { $player } solo puede ocultar una carta en un campo de batalla que controle, no en { $battlefield }
recall-card-twice = una retirada nombra una carta dos veces
recall-no-cards = una retirada necesita al menos una carta
damage-below-one = el daño debe ser al menos 1, no { $amount }
unit-already-exhausted = { $unit } ya está agotada
unit-already-ready = { $unit } ya está preparada
might-below-zero = el Poder no puede ser menor que 0, y es { $might }
already-controls-card = { $player } ya controla { $card }
gear-already-attached = { $gear } ya está anexado a { $unit }
gear-for-own-units = { $gear } solo puede anexarse a una unidad de { $player }
gear-not-attached = { $gear } no está anexado a nada

## El tablero: movimientos y retiradas

move-no-units = { $move ->
    [standard] un movimiento estándar
   *[effect] un movimiento
} necesita al menos una unidad
move-unit-twice = { $move ->
    [standard] un movimiento estándar
   *[effect] un movimiento
} nombra una unidad dos veces
standard-move-not-your-turn = el movimiento estándar es solo para el jugador del turno, y este es el turno de { $player }
standard-move-not-main-phase = el movimiento estándar solo se hace en la fase principal
standard-move-in-showdown = no hay movimiento estándar durante una confrontación (hay una en curso en { $battlefield })
standard-move-chain-not-empty = el movimiento estándar espera a que la cadena esté vacía
unit-of-another = { $unit } es una unidad de { $controller }: { $player } no puede moverla
unit-exhausted-no-standard-move = { $unit } está agotada: una unidad agotada no puede hacer el movimiento estándar
unit-already-there = { $unit } ya está en { $place }
standard-move-from-other-base = { $unit } está en { $place }: el movimiento estándar sale de la base de quien la controla o de un campo de batalla
standard-move-from-base = desde la base, el movimiento estándar de { $unit } va a un campo de batalla
standard-move-other-base = { $unit } solo puede volver a { $home }, no a { $place }
no-ganking = { $unit } no tiene Ganking: su movimiento estándar va entre la base y un campo de batalla, no de { $origin } a { $place }
move-to-other-base = { $unit } solo puede ir a la base de quien la controla, no a { $place }
combat-about-to-start = un combate está a punto de empezar en { $battlefield }: las unidades solo pueden unirse a él como parte del grupo del movimiento estándar o, una vez empezado, mediante una Acción o Reacción durante su confrontación
combat-joined-outside-chain = hay un combate en curso en { $battlefield }: solo un hechizo o una habilidad con Acción o Reacción puede mover unidades a él durante su confrontación, y esto no puede
combat-joined-too-slow = hay un combate en curso en { $battlefield }: solo un hechizo o una habilidad con Acción o Reacción puede mover unidades a él durante su confrontación, y { $item } ({ $timing }) no puede
hidden-card-recalled = { $card } es una carta oculta: no puede retirarse
card-already-home = { $card } ya está en { $place }
gear-goes-with-unit = { $gear } está anexado a { $unit }: va donde va su unidad

## El tablero: la cadena

chain-item-no-id = un elemento de la cadena necesita un identificador no vacío
chain-item-already-on = { $item } ya está en la cadena
chain-item-not-on = { $item } no está en la cadena
chain-item-already-legal = { $item } ya es un elemento legal
chain-empty = la cadena está vacía: no hay nada que resolver
item-not-on-top = { $item } ({ $on_chain ->
    [yes] en la cadena
   *[no] fuera de la cadena
}) no puede resolverse: { $top } está en lo alto
item-still-pending = { $item } aún está pendiente: se resuelve cuando sea un elemento legal
not-a-resolution-effect = { $kind } no es algo que haga una resolución

## El tablero: limpiezas, confrontaciones y combates

cleanup-waits-for-choice = hay una limpieza en curso: { $player } debe elegir primero dónde empieza { $kind ->
    [showdown] la confrontación
   *[combat] el combate
} ({ $battlefields })
nothing-to-choose = no hay nada que elegir: ninguna limpieza espera una elección
chooser-is-other = elige { $chooser }, no { $player }
choice-elsewhere = { $kind ->
    [showdown] la confrontación
   *[combat] el combate
} puede empezar en { $battlefields }, no en { $battlefield }
chain-not-empty = { $moment ->
    [turn-end] el turno aún no puede terminar
   *[scoring-step] el paso de puntuación no puede empezar
}: la cadena aún tiene { $items }
showdown-under-way = { $moment ->
    [turn-end] el turno aún no puede terminar
   *[scoring-step] el paso de puntuación no puede empezar
}: hay una confrontación o un combate en curso en { $battlefield }
no-showdown-to-end = no hay ninguna confrontación que terminar
showdown-opens-combat = la confrontación en { $battlefield } abre un combate: termina con el resultado del combate
showdown-chain-not-empty = una confrontación solo termina cuando la cadena está vacía
no-combat-under-way = no hay ningún combate en curso
combat-chain-not-empty = la confrontación del combate sigue mientras la cadena tenga elementos
combat-result-unit-twice = un resultado de combate nombra una unidad dos veces
unit-not-in-combat = { $unit } no está en el combate de { $battlefield }
combat-damage-negative = el daño no puede ser negativo, y el de { $unit } es { $amount }

## La extensión de tablero del registro

where-card = la carta { $card }
where-some-card = una carta del tablero
value-card-id = el identificador de la carta
value-unit-id = el identificador de una unidad
value-item-id = el identificador del elemento de la cadena
value-keywords = una lista de palabras clave
value-place = un campo de batalla, "base" o {"{"}"base": jugador{"}"}
value-timing = normal, action, reaction o triggered
value-gear-place = dónde está el equipo
value-hidden-place = el campo de batalla donde está oculta
value-damage = un objeto de identificadores de unidades a números enteros
value-units = una lista de unidades
value-gear-list = una lista de equipos
value-runes = una lista de runas
value-hidden-cards = una lista de cartas ocultas
value-items = una lista de elementos
value-effects = una lista de efectos
board-not-object = "board" debe ser un objeto que enumere cartas, no { $value }
board-unknown-lists = "board" enumera units, gear, runes y hidden; no { $keys }
card-kind-needed = { $where } necesita una carta: "unit", "gear", "rune" o "hidden"
effect-not-object = un efecto debe ser un objeto, no { $value }
not-an-effect = { $do } no es un efecto (efectos: { $effects })

# The legends extension of a record's header
legends-unknown-player = legends da a «{ $player }» la leyenda «{ $legend }», pero «{ $player }» no juega
value-legends = un objeto de nombres de jugadores a nombres de leyendas

# The service's refusals

# Dónde, y lo que nombra un rechazo
where-body = el cuerpo de la solicitud
where-line = la línea { NUMBER($line, useGrouping: 0) }
where-the-action = la acción
where-action-number = la acción { NUMBER($number, useGrouping: 0) }
stored-header = su encabezado
stored-entry = la entrada { NUMBER($entry, useGrouping: 0) } de su registro
stored-action = su acción { NUMBER($number, useGrouping: 0) }
game-by-table = la mesa «{ $table }»
game-by-id = la partida «{ $game }»
field-named = «{ $name }»
named-in-list = { $list ->
    [players] Jugador
   *[other] Campo de batalla
} { $number }
name-of = el nombre de { $who }
gathering-name = el nombre del encuentro
invisible-after = después de «{ $text }»
invisible-at-start = al principio
# La capa HTTP
invalid-request = la solicitud no es válida: { $where }: { $fault }
invalid-value = no es un valor válido
invalid-value-missing = obligatorio, y falta
invalid-value-limit = { $limit ->
    [le] debe ser como máximo { $number }
    [ge] debe ser como mínimo { $number }
    [lt] debe ser menor que { $number }
    [gt] debe ser mayor que { $number }
    [max_length] debe tener como máximo { $number } caracteres
   *[min_length] debe tener como mínimo { $number } caracteres
}
http-refusal = { $status ->
    [404] no hay nada en esta dirección
    [405] esta dirección no acepta este método
   *[other] la solicitud fue rechazada (HTTP { NUMBER($status, useGrouping: 0) })
}
database-unavailable = no se puede acceder a la base de datos en este momento; no se cambió nada, salvo que un reintento con la misma Idempotency-Key diga lo contrario: vuelve a intentarlo en un momento
internal-error = el servidor no pudo responder a esta solicitud (el registro del organizador dice por qué); un reintento con la misma Idempotency-Key no aplica nada dos veces
unknown-host = este servidor no responde al nombre «{ $host }»: el organizador puede añadirlo (RIFTSCORE_ALLOWED_HOSTS)
cross-origin = una página de otro sitio no puede escribir aquí: abre la página del propio marcador
body-too-large = el cuerpo de la solicitud debe tener como máximo { NUMBER($limit, useGrouping: 0) } bytes
path-with-nul = nada aquí tiene un nombre con el carácter NUL
too-many-creations = este dispositivo ha creado { $what ->
    [games] muchas partidas
    [gatherings] muchos encuentros
   *[other] muchas solicitudes
} en poco tiempo: la siguiente se podrá crear dentro de { $seconds } s
qr-text-length = «text» debe ser el enlace, de 1 a { $limit } caracteres
gathering-needs-name = un encuentro necesita «name»
paired-round-fields = una ronda emparejada acepta «pairings», «size», «minutes» y «start», no «{ $key }» (sus mesas y su tipo salen de los emparejamientos)
paired-round-start-flag = «start» debe ser true (iniciar ya el reloj de la ronda) o false (solo emparejarla)
start-round-fields = iniciar una ronda solo acepta «minutes», no «{ $key }»
body-not-object = el cuerpo de la solicitud debe ser un objeto JSON
body-incomplete = la conexión se cerró antes de que terminara el cuerpo de la solicitud
body-media-type-wrong = el cuerpo de la solicitud debe enviarse como { $accepted } (su Content-Type), no «{ $declared }»
body-media-type-missing = el cuerpo de la solicitud debe enviarse como { $accepted } (su Content-Type), y no se indicó ninguno
body-empty = el cuerpo de la solicitud está vacío: debe ser un objeto JSON
body-too-deep = el cuerpo de la solicitud está anidado demasiado
body-not-json = el cuerpo de la solicitud no es JSON válido
body-not-json-at = el cuerpo de la solicitud no es JSON válido (en el byte { NUMBER($byte, useGrouping: 0) })
body-json-ends-early = el cuerpo de la solicitud no es JSON válido: termina antes que su valor JSON
json-number-unsafe = { $where } tiene el número { $number }: los números deben estar entre -{ NUMBER($limit, useGrouping: 0) } y { NUMBER($limit, useGrouping: 0) }
json-text-with-nul = { $where } tiene texto con el carácter NUL (U+0000)
if-match-not-version = If-Match debe ser una versión como "12", no «{ $value }»
stream-closed = { $whose ->
    [address] este dispositivo tiene más transmisiones en directo abiertas de las que el servidor mantiene para uno
    [game] esta partida tiene más espectadores de los que el servidor mantiene para una partida
   *[server] el servidor tiene abiertas tantas transmisiones en directo como mantiene
}: esta, la más antigua, se cerró; se vuelve a abrir sola en un momento
game-not-timed = la partida «{ $game }» no es una mesa de una ronda con reloj
# Partidas
unloadable-game = la partida «{ $game }» está guardada pero no se puede cargar: { $where }: { $reason }
engine-fault = este motor falló con ella ({ $kind }: { $detail })
no-such-game = no existe la partida «{ $game }»
no-such-gathering = ningún encuentro tiene el identificador «{ $gathering }»
game-needs-token = escribir en una partida requiere su token de escritura (Authorization: Bearer)
token-cannot-write-game = este token no puede escribir en esta partida
gathering-needs-organiser-token = añadir partidas a un encuentro requiere su token de organizador
token-not-organiser = este token no es el token de organizador del encuentro
reissue-outside-gathering = solo el organizador de un encuentro puede volver a emitir el token de escritura de una mesa, y esta partida no pertenece a ningún encuentro
reissue-needs-organiser-token = volver a emitir el token de escritura de una mesa requiere el token de organizador
recovery-code-wrong = este no es el código de recuperación del encuentro, o ya se usó
recovery-code-used = este código de recuperación ya se usó
gathering-name-length = «name» debe ser el nombre del encuentro, de 1 a { $limit } caracteres
text-too-long = «{ $name }» debe ser { $kind ->
    [label] una etiqueta
   *[text] un texto
} de como máximo { $limit } caracteres
invisible-character = { $where } tiene un carácter invisible { $place } ({ $codepoint }, { $character }): vuelve a escribirlo solo con caracteres visibles
whole-number-range = «{ $name }» debe ser un número entero de 1 a { NUMBER($most, useGrouping: 0) }
idempotency-key-length = una Idempotency-Key debe tener de 1 a { $limit } caracteres
name-missing = { $who } necesita un nombre
name-too-long = el nombre de { $who } tiene { $length } caracteres: un nombre tiene como máximo { $limit }
name-spaces-around = el nombre de { $who } empieza o termina con un espacio
name-not-composed = el nombre de { $who } no está en la forma compuesta de Unicode (NFC): escríbelo como lo escribe un teclado
names-same = { $list ->
    [players] Los jugadores
   *[other] Los campos de batalla
} { $first } y { $second } tienen el mismo nombre: dales nombres que los jugadores puedan distinguir
names-alike = { $list ->
    [players] Los jugadores
   *[other] Los campos de batalla
} { $first } y { $second } tienen el mismo nombre («{ $one }» y «{ $other }» solo se diferencian en mayúsculas, anchura, espacios o un unidor invisible): dales nombres que los jugadores puedan distinguir
game-number-too-large = { $where } tiene el número { NUMBER($number, useGrouping: 0) }: los números de una partida (puntos, puntuaciones de victoria) son como máximo { $limit } en uno u otro sentido
victory-score-too-large = la puntuación de victoria es como máximo de { $limit } puntos, no { NUMBER($points, useGrouping: 0) }
victory-score-set-too-large = { $where } fija la puntuación de victoria en { NUMBER($points, useGrouping: 0) }: una puntuación de victoria es como máximo de { $limit } puntos
record-too-deep = el registro está anidado demasiado
record-too-long = el registro tiene { $actions } acciones: una partida admite como máximo { $limit }
header-too-deep = el encabezado está anidado demasiado
action-too-deep = la acción está anidada demasiado
record-not-kept = el registro se reproduce, pero { $where } no se puede guardar: { $reason }
nothing-to-undo = no hay nada que deshacer: ninguna acción está en vigor
time-called-by-clock = el reloj de la ronda { $round } cantó tiempo en { $table }: no se puede deshacer (corrige una puntuación con un ajuste; una prórroga de un juez devuelve su tiempo a la mesa)
game-moved-on = la partida está en la versión { NUMBER($stored, useGrouping: 0) }, no en la { NUMBER($seen, useGrouping: 0) }: otra persona escribió antes; vuelve a mirar y reintenta
game-full = esta partida tiene { $entries } entradas, el máximo que admite una partida: exporta su registro para conservarla
game-busy = otro dispositivo no deja de escribir en esta partida: vuelve a mirar y reintenta
key-used-in-game = la Idempotency-Key «{ $key }» ya se usó en esta partida para { $do ->
    [undo] deshacer
   *[other] una acción «{ $do }»
} (entrada { NUMBER($entry, useGrouping: 0) }); otra solicitud necesita una clave nueva
# Encuentros y sus torneos
no-such-player = el encuentro no tiene el jugador «{ $player }»
no-such-round = el encuentro no tiene la ronda { $round }
no-such-swiss-round = no existe la ronda suiza { $number }: { $rounds ->
    [0] todavía no hay ninguna ronda emparejada
   *[other] las rondas suizas hasta ahora van de la 1 a la { $rounds }
}
event-inconsistent = los hechos del torneo ya no encajan: { $reason }
gathering-busy = otros dispositivos cambiaron el encuentro muchas veces a la vez: vuelve a intentarlo
tournament-refusal = { $reason }
player-name-not-text = «{ $name }» debe ser un nombre, como texto
player-name-length = «{ $name }» debe ser un nombre de 1 a { $limit } caracteres
event-mode-unknown = «mode» debe ser { $modes }, no { $mode }
event-points-shape = «points» debe ser {"{"}"win", "draw", "loss"{"}"}, números enteros de 0 a { $limit }
event-seed-length = «seed» debe ser un texto de 1 a { $limit } caracteres
event-begun = el torneo del encuentro ya ha empezado
event-setting-unknown = el torneo no tiene el ajuste «{ $key }»
event-setting-fixed = «{ $key }» queda fijado en cuanto se empareja la ronda 1
event-mode-fixed-by-players = ya hay jugadores inscritos: un torneo 2v2 inscribe equipos y cualquier otro inscribe jugadores, así que el modo no puede cambiar entre ellos
register-needs-token = inscribir a un jugador requiere el token de organizador del encuentro o su token de inscripción (Authorization: Bearer)
token-cannot-register = este token no puede ni dirigir el encuentro ni inscribir a sus jugadores
player-field-unknown = un jugador no tiene el campo «{ $key }»
team-members-two = «members» debe nombrar a los dos jugadores del equipo
join-link-replaced = este enlace de inscripción fue sustituido por uno más reciente: pídeselo al organizador
key-used-to-register = la Idempotency-Key «{ $key }» ya se usó para inscribir a { $player }; otra solicitud necesita una clave nueva
team-members-needed = un torneo 2v2 inscribe equipos: indica los dos jugadores del equipo en «members»
team-members-not-wanted = un torneo { $mode } inscribe jugadores, no equipos: quita «members»
gathering-full = el encuentro tiene { $limit } participantes, tantos como admite
team-names-same = los dos jugadores de un equipo necesitan dos nombres distintos
name-taken = { $taken } ya está inscrito: da a { $name } un nombre que los distinga (la inicial de un apellido, por ejemplo)
dropped-already = { $player } ya se retiró, después de la ronda { $round }
dropped-no-show = { $player } no se presentó a la ronda { $round } y fue retirado entonces
drop-while-playing = { $player } juega en la mesa { $table } de la ronda { $round }, que aún no tiene resultado: un jugador se retira entre rondas (registra antes el resultado de la mesa, o marca una incomparecencia)
drop-out-of-cut = { $player } ya no está en el top cut: después del corte solo puede retirarse un jugador que siga en él (y nadie ocupa su lugar, 414.6)
# Rondas, emparejamientos y decisiones
rounds-are-paired = este encuentro tiene jugadores: sus rondas se emparejan a partir de ellos ({"{"}"pairings": "swiss"{"}"}), no con mesas hechas a mano
round-type-unknown = «type» debe ser "swiss" o "single_elimination", no { $kind }
round-type-mismatch = { $table } se empezó para una ronda { $declared }, no { $kind }: su partida debe crearse con "round": "{ $kind }"
round-started-meanwhile = otra ronda se inició en el mismo momento: vuelve a mirar
game-in-other-round = la partida «{ $game }» ya es una mesa de otra ronda
game-not-in-gathering = la partida «{ $game }» no es una partida de este encuentro
no-game-to-time = el encuentro no tiene ninguna partida que cronometrar: todas han terminado o están en una ronda anterior (añade antes las partidas de la ronda)
round-games-list = «games» debe ser una lista no vacía de identificadores de partidas
round-games-twice = «games» nombra una partida dos veces
round-games-unknown = «games» nombra «{ $game }», que no es una partida de este encuentro
game-in-round = { $table } ya es una mesa de la ronda { $round }
game-over-no-clock = { $table } ha terminado: no necesita reloj
round-paused = la ronda { $round } ya está en pausa
round-paused-meanwhile = otro dispositivo acaba de pausar la ronda { $round }
round-not-paused = la ronda { $round } no está en pausa
round-resumed-meanwhile = otro dispositivo acaba de reanudar la ronda { $round }
extension-game-needed = «game» debe ser el identificador de una de las partidas de la ronda
extension-game-not-in-round = «game» nombra «{ $game }», que no es una mesa de la ronda { $round }
key-used-in-round = la Idempotency-Key «{ $key }» ya se usó en esta ronda para otra prórroga; otra solicitud necesita una clave nueva
game-over-no-time = { $table } ha terminado: no necesita más tiempo
time-called-play-went-on = se cantó tiempo en { $table } y el juego siguió desde entonces: una prórroga ya no puede deshacerlo
table-wrote-meanwhile = { $table } escribió en su partida en este mismo momento: vuelve a mirar y reintenta
pairings-kind-unknown = «pairings» debe ser "swiss" o "top", no { $kind }
cut-size-unknown = «size» debe ser el tamaño del top cut: de { $smallest } a { $largest }
round-paired-meanwhile = otro dispositivo acaba de emparejar la ronda { $round }: vuelve a mirar
gathering-keeps-changing = el encuentro no deja de cambiar: vuelve a emparejar en un momento
round-not-paired = la ronda { $round } de este encuentro no está emparejada{ $paired ->
    [0] {" "}(todavía no hay ninguna ronda emparejada)
   *[other] {""}
}
round-started-already = la ronda { $round } ya ha empezado
round-superseded = la ronda { $later } ya está emparejada: la ronda { $round } ya no empieza
round-started-meanwhile-by = otro dispositivo acaba de iniciar la ronda { $round }
cut-size-for-top-only = «size» es para el top cut ("pairings": "top")
cut-not-for-pods = un top cut se juega en enfrentamientos 1v1: un torneo { $mode } no tiene
cut-after-swiss = el top cut va después de las rondas suizas: empareja primero la ronda 1
cut-size-needed = «size» debe decir cuántos entran en el top cut: de { $smallest } a { $largest }
cut-size-fixed = el top cut ya es de los { $cut } primeros, no de { $size }
table-names-refused = la partida de la mesa { $table } no puede empezar con estos nombres: { $reason }
rounds-hand-made = la ronda { $round } de este encuentro se inició con mesas hechas a mano: un encuentro empareja todas sus rondas a partir de sus jugadores, o ninguna
no-show-without-table = { $round ->
    [0] { $player } no tiene mesa: todavía no hay ninguna ronda emparejada
   *[other] { $player } no tiene mesa en la ronda { $round }
}: una incomparecencia es para un jugador que no vino a su mesa
no-show-at-pod = la mesa { $table } es una mesa de escaramuza o de guerra: registra su resultado a mano, con { $player } en "absent"
no-show-but-played = la mesa { $table } tiene un resultado de su partida: { $player } vino y jugó
no-show-already = { $player } ya figura como incomparecencia
game-not-paired-table = la partida «{ $game }» no es una mesa emparejada de este encuentro
table-game-written-meanwhile = alguien escribió en la partida de la mesa en este mismo momento: vuelve a mirar
result-field-unknown = un resultado no tiene el campo «{ $key }»
result-game-wins = «game_wins» debe listar { $sides } números enteros de 0 a { $limit }, uno por bando en el orden de la mesa ({ $order })
result-games-drawn = «games_drawn» debe ser un número entero de 0 a { $limit }
result-absent-list = «absent» debe listar los identificadores de los participantes que no vinieron
result-absent-unknown = «absent» nombra a «{ $entrant }», que no se sienta en esta mesa ({ $order })
result-absent-twice = «absent» nombra dos veces a un participante
# Los contadores de una mesa y quién empieza
counter-not-whole = `{ $key }` debe ser un número entero, no { $value }
counter-field-unknown = un cambio de contador tiene `player`, `counter` y `add` o `value`, no `{ $key }`
counter-player-unknown = { $player } no es un jugador de esta partida: { $players }
counter-unknown = no existe el contador { $counter }: los contadores son { $counters }
counter-add-or-value = indica `add` (+1, -1...) o `value`, no ambos
counter-below-zero = { $counter ->
    [xp] la XP
    [energy] la Energía
   *[power] el Poder
} de { $player } está en { $value }: no puede bajar de 0
counter-above-most = { $counter ->
    [xp] la XP
    [energy] la Energía
   *[power] el Poder
} de { $player } está en { $value }: no puede pasar de { $limit }
key-used-for-counter = la Idempotency-Key «{ $key }» ya se usó en esta partida para otro cambio de contador; otra solicitud necesita una clave nueva
first-drawn-or-begun = ya se sorteó quién empieza, o la partida ya empezó
game-begun = la partida ya empezó: { $player } fue primero
first-drawn = ya se sorteó quién empieza: empieza { $player }
control-character = carácter de control
too-many-connections = el servidor tiene abiertas tantas conexiones como acepta (desde esta dirección, o en total): vuelve a intentarlo en un momento
headers-too-large = la línea de solicitud y las cabeceras son demasiado grandes
request-too-slow = la solicitud no llegó a tiempo: vuelve a enviarla completa
request-not-http = la solicitud no es HTTP/1.1 válido

# Slips that expire, and the join link's share
table-result-final = el resultado de esta mesa es definitivo: la siguiente ronda del evento está emparejada sobre él, y solo la organización puede cambiarlo ya
too-many-registrations = este dispositivo ha inscrito a muchos jugadores con el enlace de inscripción en poco tiempo: el siguiente podrá inscribirse en { $seconds } s

## El corte final (incidencia 21)

cut-larger-than-field = un top { $size } necesita { $size } jugadores que sigan en el evento y solo quedan { $left }: el corte más grande posible ahora es un top { $largest }

# The pages
## Every page (base.html) and the language picker
page-needs-javascript = El marcador necesita JavaScript para hablar con el servidor.
page-language = Idioma
page-unreachable = No se puede contactar con el servidor. ¿Sigue en marcha y está este dispositivo en su red?
## The modes and the types of round, as a chooser names them
mode-duel = Duelo (1 contra 1)
mode-match = Enfrentamiento (1 contra 1, al mejor de tres)
mode-skirmish = Escaramuza (3 jugadores)
mode-war = Guerra (4 jugadores)
mode-2v2 = 2 contra 2 (dos equipos)
procedure-summary = { $lead ->
        [1] gana quien tenga más puntos
       *[other] gana una ventaja de { $lead }
    }, { $tied ->
        [draw] si no, empate
       *[other] un empate lleva a muerte súbita
    }
round-option = { $round ->
        [swiss] Ronda suiza
       *[other] Eliminación directa
    }: { procedure-summary }
## The start page (home.html, home.js)
home-page-title = riftscore: empezar una partida
home-tagline = El marcador de Riftbound que aplica las reglas de puntuación y anuncia cada punto en voz alta.
home-recent-games = Partidas en este dispositivo
home-new-game = Nueva partida
home-mode = Modo
home-players-legend = Jugadores, en orden de turno: el primero juega primero
home-player-seat = { $team ->
        [0] Jugador { $seat }
       *[other] Jugador { $seat } · equipo { $team }
    }
home-name-placeholder = Nombre
home-teams-note = 2 contra 2: los compañeros no se sientan juntos; los jugadores 1 y 3 son un equipo, y los jugadores 2 y 4, el otro.
home-battlefields-legend = Campos de batalla en juego
home-battlefield-count = Cuántos
home-battlefield = Campo de batalla { $seat }
home-more-options = Reglas de la casa y rondas de torneo
home-victory-score = Puntuación de victoria (vacía: la del modo, { $score }; como máximo { $most })
home-round = Cuando se acaba el tiempo
home-start = Empezar la partida
home-gathering = Organizar un evento
home-gathering-hint = Para organizadores: las mesas del evento, rondas suizas o de eliminación directa con tiempo y un reloj para todas las mesas, prórrogas y los resultados.
home-gathering-name = Nombre del evento
home-gathering-placeholder = Viernes en la tienda
home-gathering-start = Empezar el evento
home-recent-gatherings = Eventos en este dispositivo
home-footnote = No respaldado por Riot Games. Funciona sin conexión en la red de la propia mesa: no se carga nada de internet.
home-player-needs-name = El jugador { $seat } necesita un nombre
home-battlefield-needs-name = El campo de batalla { $seat } necesita un nombre
home-players-same-name = Los jugadores { $seats } tienen el mismo nombre
home-battlefields-same-name = Los campos de batalla { $seats } tienen el mismo nombre
home-victory-bounds = La puntuación de victoria es un número entero de { $min } a { $max }
home-standing-won = { $count ->
        [one] ganó { $winners }
       *[other] ganaron { $winners }
    }
home-standing-drawn = empate
home-standing-not-begun = sin empezar
home-standing-turn = turno { $turn }
home-standing-gone = ya no está en el servidor
home-gathering-kind = evento

# The announcer (announce.py): every event said the way players say it at the table
announce-prefix = { $turn ->
        [0] Antes del primer turno, { $player }
       *[other] Turno { $turn }, { $player }
    }
announce-turn = Turno { $turn }, { $player }{ $extra ->
        [yes] { $additional ->
            [0] {" "}(un turno extra)
           *[other] {" "}(un turno extra, turno adicional { $additional } de { $of })
        }
       *[no] { $additional ->
            [0] {""}
           *[other] {" "}(turno adicional { $additional } de { $of })
        }
    }
announce-conquer = { $who }: conquista { $battlefield }, van { $score }
announce-conquer-draws = { $who }: conquista { $battlefield }: no todos los campos de batalla puntuaron este turno, roba una carta en su lugar
announce-hold = { $who }: mantiene { $battlefield }, van { $score }
announce-control-taken = { $who }: toma { $battlefield } ({ $reason ->
        [barred] un compañero lo controlaba en el paso de puntuación, así que el equipo no puede puntuarlo
       *[scored] ya puntuó este turno, sin punto
    })
announce-control-lost = { $who }: pierde { $battlefield }, que queda sin control
announce-gain = { $who }: gana { $points }, van { $score }
announce-gain-from = { $who }: gana { $points } por { $source }, van { $score }
announce-burn-out = { $who }: se agota, { $opponent } gana 1, van { $score }
announce-adjust = { $who }: ajuste de { $points }, van { $score }
announce-adjust-why = { $who }: ajuste de { $points } ({ $reason }), van { $score }
announce-victory-score = La puntuación de victoria ahora es { $points }
announce-time-called = Se acabó el tiempo: el turno en curso termina y luego { $turns ->
        [one] { $turns } turno adicional
       *[other] { $turns } turnos adicionales
    }
announce-time-one-more-game = Se acabó el tiempo entre partidas, victorias empatadas { $wins }: una partida más, con sus { $turns } primeros turnos adicionales
announce-time-no-new-game = Se acabó el tiempo entre partidas: no empieza ninguna partida nueva
announce-sudden-death = Empate a { $score }: muerte súbita, el próximo punto gana
announce-win = { $by ->
        [cleanup] { $winners } { $count ->
            [one] gana
           *[other] ganan
        } la partida
        [burn_out] { $winners } { $count ->
            [one] gana
           *[other] ganan
        } la partida de inmediato: un punto ganador por un agotamiento repetido
        [time] { $winners } { $count ->
            [one] gana
           *[other] ganan
        } la partida por puntos tras los turnos adicionales
        [sudden_death] { $winners } { $count ->
            [one] gana
           *[other] ganan
        } la partida: primero en ponerse por delante en la muerte súbita
        [concede] El otro lado se rinde: { $winners } { $count ->
            [one] gana
           *[other] ganan
        } la partida
       *[other] { $winners } { $count ->
            [one] gana
           *[other] ganan
        } la partida ({ $by })
    }
announce-win-by-lead = { $winners } { $count ->
        [one] lleva { $lead } de ventaja: { $winners } gana la partida
       *[other] llevan { $lead } de ventaja: { $winners } ganan la partida
    }
announce-win-most-points = { $winners } { $count ->
        [one] tiene más puntos, { $tally }: { $winners } gana la partida
       *[other] tienen más puntos, { $tally }: { $winners } ganan la partida
    }
announce-drawn-no-lead = Nadie lleva 2 de ventaja, { $tally }: la partida acaba en empate
announce-drawn-game-wins-differ = Empate a { $score }, con las victorias sin empatar: la partida acaba en empate
announce-drawn = La partida acaba en empate
announce-game-started = Partida { $number } en { $battlefields }: empieza { $first }{ $additional ->
        [0] {""}
       *[other] ; sus { $additional } primeros turnos son turnos adicionales
    }
announce-match-won = { $winners } { $count ->
        [one] gana
       *[other] ganan
    } el enfrentamiento, { $wins }
announce-match-drawn = El enfrentamiento acaba en empate, { $wins }
announce-match-won-at-time = { $winners } { $count ->
        [one] gana
       *[other] ganan
    } el enfrentamiento por victorias, { $wins }
announce-match-drawn-at-time = Victorias empatadas { $wins }: el enfrentamiento acaba en empate

# The pages' catalogue
unknown-language = no hay catálogo para «{ $tag }»: los idiomas son { $languages }

# The legends of an event's players
legends-not-object = «legends» debe ser un objeto de los jugadores de la inscripción a sus leyendas
legend-not-in-entry = legends nombra a «{ $player }», que no está en esta inscripción
team-legends-per-member = un equipo da la leyenda de cada miembro en «legends»
