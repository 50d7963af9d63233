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
