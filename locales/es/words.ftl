# Las palabras para los datos del motor: los colores de los jugadores, los
# rechazos de jugadas y cómo terminó una partida.

color-white = Blancas
color-black = Negras

## Jugadas que no son notación, y dónde está en una lista la jugada
## rechazada, en la línea de órdenes y en los archivos (`yote::words`).

malformed-empty = jugada vacía
malformed-spaces = una jugada no lleva espacios
malformed-missing-square = falta una casilla
malformed-not-a-square = '{ $text }' no es una casilla
malformed-removal-without-capture = solo una captura (con 'x') retira una segunda pieza
move-replay = { $at } '{ $token }': { $error }

## Por qué se rechaza una jugada: una sola tabla (`yote::words::refusals`)
## para la línea de órdenes, los archivos y el juego de la terminal. $name
## es un bando: el nombre de un jugador en el juego, el de un color
## ("Blancas") en la línea de órdenes; cada frase admite cualquier nombre
## tal cual (sin concordancia con el verbo). La línea de órdenes añade
## ella misma la clave de las reglas, "(multi_jump = false)".

refusal-off-board = { $square } está fuera del tablero de { $rows }×{ $columns }
refusal-game-over-why = la partida ha terminado ({ $reason })
refusal-empty-hand = no quedan piezas en la mano de { $name }
refusal-occupied = { $square } no está vacía
refusal-not-own-piece = en { $square } no hay ninguna pieza de { $name }
refusal-removed-not-enemy = en { $square } no hay ninguna pieza de { $name } que tomar
refusal-not-step-or-jump = de { $from } a { $to }: una pieza avanza una casilla o salta dos, arriba, abajo, a la izquierda o a la derecha, nunca en diagonal
refusal-jump-over-empty = en { $square } no hay ninguna pieza que saltar
refusal-capture-written-as-jump = en { $square } hay una pieza rival: la captura se escribe con 'x' ({ $from }x{ $to })
refusal-own-jumps-off = en esta partida una pieza no puede saltar piezas propias
refusal-single-jump-only = en esta partida una pieza salta solo una vez por jugada
refusal-not-a-jump = de { $from } a { $to } no es un salto: un salto recorre dos casillas arriba, abajo, a la izquierda o a la derecha
refusal-no-enemy-jumped = en { $square } no hay ninguna pieza rival
refusal-removed-twice = la pieza de { $square } ya está elegida
refusal-removed-jumped = la pieza de { $square } ha sido saltada: la segunda pieza tiene que ser otra
refusal-chain-must-go-on = la pieza de { $square } puede volver a saltar, y capturar es obligatorio
refusal-hand-not-allowed = en esta partida la segunda pieza sale del tablero, no de la mano
refusal-hand-has-too-few = en la mano de { $name } { $count ->
    [one] hay 1 pieza
   *[other] hay { $count } piezas
}
refusal-no-second-piece = esta captura no se lleva segunda pieza: no queda otra pieza de { $name } que tomar
refusal-too-many-second = esta captura se lleva { $count ->
    [one] 1 segunda pieza
   *[other] { $count } segundas piezas
}
refusal-board-first = la segunda pieza sale del tablero mientras queden allí piezas de { $name }
refusal-hand-only = no quedan más piezas de { $name } en el tablero: la segunda pieza sale de la mano
refusal-more-second-or-hand = { $count ->
    [one] falta por tomar 1 segunda pieza
   *[other] faltan por tomar { $count } segundas piezas
}, del tablero o de la mano de { $name }
refusal-more-second = { $count ->
    [one] falta por tomar 1 segunda pieza
   *[other] faltan por tomar { $count } segundas piezas
} del tablero
refusal-capture-mandatory = hay una captura posible, y capturar es obligatorio
refusal-not-legal = { $move } no es una jugada legal aquí

## Los rechazos propios del juego de la terminal a una elección en el
## tablero (`tui::words`); "la partida ha terminado" también para
## `yote analyze`.

refusal-unreachable = { $move } no se puede elegir desde aquí: pulsa Esc y empieza de nuevo
refusal-no-move = la pieza de { $square } no tiene ninguna jugada legal
refusal-nothing-to-take = ahora no hay ninguna segunda pieza que tomar
refusal-no-chain = no hay ninguna cadena de saltos que detener
refusal-must-jump-on = la pieza de { $square } tiene que volver a saltar
refusal-game-over = la partida ha terminado
refusal-nothing-to-undo = no hay ninguna jugada que deshacer
refusal-nothing-to-redo = no hay ninguna jugada que rehacer

## Cómo terminó una partida: quién ganó y por qué.

result-wins = Victoria de { $name }
result-draw = Tablas
reason-no-pieces-left = no quedan piezas de { $name }
reason-pieces-left = { $count ->
    [one] solo queda 1 pieza
   *[other] solo quedan { $count } piezas
} de { $name }
reason-few-pieces = los dos jugadores tienen { $count } piezas o menos
reason-repetition = la misma posición se ha dado { $count } veces
reason-no-move = { $name }: sin jugada legal
reason-no-move-more = { $name }: sin jugada legal; más piezas de { $leader }, { $more } a { $fewer }
reason-no-move-equal = { $name }: sin jugada legal; los dos tienen { $count } piezas
reason-agreed = los jugadores acordaron tablas
reason-resigned = { $name } abandona
reason-out-of-time = { $name } pierde por tiempo
reason-out-of-time-no-win = a { $name } se le acabó el tiempo, pero { $other } no podía ganar
reason-move-limit = la partida llegó a { $count } jugadas

## Las opciones de las reglas y los niveles, dondequiera que se nombren.

second-piece-board = Estándar
second-piece-board-or-hand = Segunda pieza de la mano
second-piece-hand-if-board-empty = Edición comercial
second-piece-board-explain = La segunda pieza debe salir del tablero; las piezas de la mano están a salvo.
second-piece-board-or-hand-explain = La segunda pieza puede salir del tablero o de la mano del rival.
second-piece-hand-if-board-empty-explain = La segunda pieza sale del tablero, o de la mano cuando en el tablero no queda ninguna.
level-easy = Fácil
level-medium = Medio
level-hard = Difícil

## El archivo de reglas y --set: qué debe ser un valor y dónde estaba

value-string = el texto { $text }
value-number = el número { $number }
value-date = la fecha { $date }
value-list = una lista
value-table = una tabla
takes-whole-or-off = 0 (desactivado) o un número entero de { $min } a { $max }
takes-whole = un número entero de { $min } a { $max }
takes-flag = true o false
takes-choice = uno de { $choices }
rules-must-be = { $key } debe ser { $what } (es { $found })
rules-found = es { $found }
rules-unknown-key = clave desconocida '{ $found }' (las claves son: { $keys })
rules-missing-key = falta la clave '{ $key }'
rules-not-a-value = '{ $key }' es una tabla ([{ $key }] o { $key }.…): un archivo de reglas solo tiene líneas CLAVE = VALOR (las claves son: { $keys })
rules-too-many-pieces = { $key } debe ser un número entero de 1 a { $max } en un tablero de { $rows }×{ $columns } (es { $found })
rules-win-not-below = { $key } debe ser un número entero de 0 a { $max } (pieces_per_player − 1), es { $found }
rules-draw-above = { $key } debe ser un número entero de 0 a { $max } (pieces_per_player), es { $found }
rules-not-toml = no es TOML válido: { $message }
toml-control-character = la columna { $column } contiene { $kind ->
        [nul] un byte NUL (U+0000)
       *[other] el carácter de control { $code }
    }, que TOML no admite en ningún lugar
rules-not-assignment = se esperaba CLAVE=VALOR
rules-control-character = un valor de --set es una sola línea de texto: no puede llevar saltos de línea ni otros caracteres de control
place-file-line = { $file }, línea { $line }
place-line = línea { $line }
rules-option-help = { $key }: { $what } (por defecto, { $default })

## Las reglas en una línea (título de la repetición, oferta de reanudar,
## partidas guardadas): "5×6, 12 piezas por jugador, Estándar, salto múltiple"

summary-board = { $rows }×{ $columns }
summary-pieces = { $count ->
    [one] 1 pieza por jugador
   *[other] { $count } piezas por jugador
}
summary-first-player = { $side ->
    [white] salen Blancas
   *[other] salen Negras
}
summary-mandatory-capture = captura obligatoria
summary-multi-jump = salto múltiple
summary-bonus-move = jugada extra tras una captura
summary-jump-own-pieces = se saltan piezas propias
summary-capture-all = gana quien captura todas las piezas
summary-win-at-most = gana quien deja al rival con { $count ->
    [one] 1 pieza
   *[other] { $count } piezas
} o menos
summary-draw-at-most = tablas cuando ambos tienen { $count ->
    [one] 1 pieza
   *[other] { $count } piezas
} o menos
summary-no-move-most-pieces = sin jugada legal: gana quien tenga más piezas
summary-no-repetition-draw = sin tablas por repetición
summary-repetition-draw = tablas si la posición se repite { $count } veces

## Archivos que no se leen o no se escriben (partidas guardadas, archivos
## de reglas, las preferencias): qué es una ruta, tamaños

file-not-utf8 = no es texto UTF-8
file-not-a-file = es { $what }, no un archivo normal
file-too-large = el archivo ocupa más de { $max } ({ $size })
file-size-mib = { $count } MiB
file-size-kib = { $count } KiB
file-size-bytes = { $count ->
    [one] 1 byte
   *[other] { $count } bytes
}
file-kind-folder = una carpeta
file-kind-named-pipe = una tubería con nombre (FIFO)
file-kind-char-device = un dispositivo de caracteres
file-kind-block-device = un dispositivo de bloques
file-kind-socket = un socket
file-kind-other = un archivo especial
file-exists = { $file } ya existe
file-cannot-save = no se puede guardar en { $file }: { $error }

# Where the finished game the autosave held went before the next game replaced it.
saves-finished-archived = La última partida terminada queda archivada ahora, como archive/{ $name }.
saves-finished-kept-aside = La última partida terminada no se pudo archivar: se guarda en la carpeta de datos como { $name }.
# Why a listed game was not deleted (nothing was).
delete-archived = { $path } es una partida archivada: solo se borra como tal
delete-autosave = { $path } es un autoguardado: no se borra
delete-not-archived = { $path } no está en el archivo
delete-changed = { $path } ya no contiene la partida de la lista: no se borra

## Partidas guardadas que no se abren: las claves y los valores tal como
## los escribe el archivo

saved-newer-format = guardada con una versión más reciente de yote: formato { $found }; esta versión lee el formato { $format }
saved-format-not-whole = format debe ser un número entero (es { $found })
saved-format-too-old = format debe ser { $format } (es { $found })
file-unknown-key = clave desconocida '{ $key }' (las claves son: { $keys })
file-unknown-key-in = clave desconocida '{ $key }' (las claves de [{ $table }] son: { $keys })
file-not-a-table = { $key } debe ser una tabla, [{ $key }] (es { $found })
saved-name-too-long = { $key } tiene más de { $max ->
    [one] 1 carácter
   *[other] { $max } caracteres
}
saved-not-a-name = { $key } debe ser un nombre entre comillas (es { $found })
saved-not-a-computer = { $key } debe ser "easy", "medium", "hard" o "engine" (es { $found })
saved-not-a-move-list = moves debe ser una lista de jugadas en notación, p. ej. ["@c3", "@d3"] (es { $found })
saved-move-not-text = jugada { $number }: una jugada va entre comillas, p. ej. "@c3" (es { $found })
saved-not-a-word = { $key } debe ser una palabra entre comillas (es { $found })
saved-not-a-winner = result.winner debe ser "white", "black" o "draw" (es { $found })
saved-not-an-ending = result.by debe ser "rules", "agreement", "resignation" o "time" (es { $found })
saved-in-rules = en [rules]: { $problem }
saved-no-result = las jugadas terminan la partida ({ $ended }), pero el archivo no tiene [result]
saved-claimed = el archivo dice { $claim }, pero las jugadas terminan en { $ended }
saved-goes-on = el archivo dice { $claim }, pero tras sus jugadas la partida sigue
saved-agreement-not-draw = una partida terminada por acuerdo son tablas: result.winner debe ser "draw"
saved-resignation-draw = un abandono no son tablas: result.winner debe ser "white" o "black"
saved-reason = el archivo da el motivo "{ $said }", pero las jugadas terminan en { $ended }
saved-record = la partida guardada dice { $record }, pero las jugadas terminan en { $ended }
saved-claim-wins = victoria de { $name } { $by ->
    [rules] por las reglas
    [time] por tiempo
    [agreement] por acuerdo
   *[other] por abandono
}
saved-claim-draw = tablas { $by ->
    [rules] por las reglas
    [time] por tiempo
    [agreement] por acuerdo
   *[other] por abandono
}
saved-ended-wins = victoria de { $name } ({ $reason })
saved-ended-draw = tablas ({ $reason })
saved-clock-dropped = no se pudo leer { $key }: la partida sigue sin relojes

## El archivo de preferencias: sus claves, valores y nombres de teclas tal
## como se escriben

prefs-bad-name = { $key }: un nombre es una sola línea de texto, no vacía ni solo de espacios
prefs-not-a-command = { $key } debe nombrar un programa y luego sus argumentos (se encontró una orden vacía)
prefs-no-engine = { $key } es "engine", pero no hay orden de motor (engine = "CMD")
prefs-person-plays = { $problem }; ese lado lo juega una persona
prefs-not-text = { $key } debe ser un texto entre comillas (es { $found })
prefs-key-problem = { $key }: { $problem }
prefs-defaults-used = { $problem }; se usan las preferencias por defecto
prefs-rules-file-refused = rules_file de las preferencias: { $problem }; se usan las reglas estándar
prefs-left-as-it-is = el archivo de preferencias se deja como está ({ $problem })
prefs-keys-unknown-table = tabla de teclas desconocida '{ $table }' (las tablas son: { $tables }); se ignora
prefs-keys-unknown-action = acción desconocida (las acciones de aquí son: { $actions })
prefs-keys-not-a-key = '{ $word }' no es una tecla (un carácter, o Enter, Esc, Backspace, Tab, Space, Up, Down, Left, Right, Home, End, PgUp, PgDn, Delete, Insert, F1-F12, cada una quizá tras Ctrl-)
prefs-keys-reserved = la tecla { $key } está reservada para salir o suspender
prefs-keys-types-itself = la tecla { $key } escribe su propio carácter aquí (se teclea un nombre o un nombre de archivo): asigne una tecla que no escriba nada (Enter, Esc, una flecha, F1-F12, Ctrl- y una letra...)
prefs-keys-arrives-as = { $key } llega como { $sent }: el terminal envía las dos igual, así que { $key } no funcionaría nunca; asigne otra tecla
prefs-keys-none-given = no se ha dado ninguna tecla (escriba una o más, separadas por espacios)
prefs-keys-clash = la tecla { $key } sería a la vez '{ $first }' y '{ $second }'
prefs-keys-anywhere-clash = keys.anywhere choca con { $table }: { $problem }
prefs-keys-defaults-used = { $problem }; se usan las teclas por defecto de { $table }
prefs-keys-defaults-used-both = { $problem }; se usan las teclas por defecto de keys.anywhere y de { $table }
prefs-note-more = { $note } (+{ $count } más en la pantalla de ajustes)
prefs-more-problems = { $count ->
    [one] +1 problema más, sin listar
   *[other] +{ $count } problemas más, sin listar
}

## Cómo se cuentan las jugadas: por pares, como la lista de jugadas.

move-number = jugada { $number }, { $side }
moves-played = { $count ->
    [one] 1 jugada
   *[other] { $count } jugadas
}

## La revisión de una partida, para `yote review` y la pantalla de análisis
## del juego (`yote::words::review`). Las pérdidas en piezas ($loss: "0,62");
## un resultado forzado se cuenta en jugadas del propio jugador, como las
## pistas cuentan una victoria; $number es el lugar de una jugada, como lo
## dice move-number.

review-budget-depth = profundidad { $depth }
review-budget-time = { $ms } ms por posición
review-best = la mejor jugada
review-as-good = tan buena como { $best }, la jugada encontrada
review-lost = { $mark ->
    [inaccuracy] imprecisión: { $lost }
    [mistake] error: { $lost }
    [blunder] error grave: { $lost }
   *[none] { $lost }
}, mejor { $best } (se esperaba: { $line })
review-lost-pieces = { $loss } piezas perdidas
review-lost-forced = luego el rival gana a la fuerza en { $moves ->
    [one] 1 jugada
   *[other] { $moves } jugadas
}
review-lost-win = dejó escapar una victoria en { $moves ->
    [one] 1 jugada
   *[other] { $moves } jugadas
}
review-threat-allowed = después, { $from } podía saltar { $over } hasta { $to }
review-threat-missed = { $from } podía saltar { $over } hasta { $to }
review-missed-win = ; dejó escapar una victoria en { $moves ->
    [one] 1 jugada
   *[other] { $moves } jugadas
}
review-forced-loss = ; luego el rival gana a la fuerza en { $moves ->
    [one] 1 jugada
   *[other] { $moves } jugadas
}
review-counts = { $inaccuracies } ?!  { $mistakes } ?  { $blunders } ??
review-average-loss = pérdida media { $loss } piezas
review-missed = dejó escapar una victoria en { $moves ->
    [one] 1 jugada
   *[other] { $moves } jugadas
} en la { $number }

## La notación de posiciones (docs/rules.md §5.1): por qué una línea no es una posición.

setup-refused = posición '{ $text }': { $error }
setup-fields = una posición son cinco campos separados por espacios (el tablero, el jugador al que le toca mover, la mano de Blancas, la mano de Negras, las jugadas sueltas ya hechas); esta línea tiene { $found }
setup-rows = el tablero tiene { $rows } filas y la posición { $found }
setup-row-too-long = la fila { $row } se sale del tablero: { $found } casillas, y el tablero tiene { $columns } columnas
setup-row-too-short = la fila { $row } solo tiene { $found } casillas, y el tablero tiene { $columns } columnas
setup-bad-square = fila { $row }: '{ $found }' no es w, ni b, ni un número de casillas vacías del 1 al 8
setup-split-run = fila { $row }: dos números de casillas vacías seguidos (escríbalos como uno)
setup-bad-to-move = '{ $found }' no es un jugador al que le toque mover (w o b)
setup-not-a-number = { $field }: '{ $found }' no es un número entero
setup-too-many = { $name } tiene { $found } piezas entre el tablero y la mano, y las reglas dan { $most } a cada jugador
setup-ply-too-large = { $found } jugadas sueltas superan la partida más larga ({ $most })
setup-field-board = el tablero
setup-field-to-move = el jugador al que le toca mover
setup-field-white-hand = la mano de Blancas
setup-field-black-hand = la mano de Negras
setup-field-ply = las jugadas sueltas ya hechas
## Una partida entre dos ordenadores: códigos, fallos, rechazos.

net-code-empty = no se ha dado ningún código para unirse
net-code-shape = eso no es un código para unirse: un número y dos palabras, p. ej. 7-ocean-violet
net-code-number = el número del código va de 1 a { $max }
net-code-word = '{ $word }' no es una palabra de los códigos
net-rule-unset = sin valor
net-why-rule = { $key } vale { $mine } aquí y { $theirs } allí
net-why-rules = los dos lados juegan con reglas distintas: { $list }
net-why-wrong-code = el código no es el de esta partida
net-why-version = el otro lado habla la versión { $theirs } del protocolo, este la { $ours }
net-why-busy = el anfitrión ya está jugando con alguien
net-why-not-yote = el otro lado no habla el protocolo de yote
net-why-frame-large = se anunció una trama de { $bytes } bytes (como mucho { $max })
net-why-frame-empty = una trama vacía
net-why-too-long = la partida es demasiado larga para enviarla en una trama
net-why-timeout = el saludo tardó más de { $seconds } segundos
net-why-closed = la línea se cerró
net-lost-left = el otro jugador se fue
net-lost-silent = nada recibido en { $seconds } segundos
net-lost-tampered = una trama se alteró por el camino
net-lost-out-of-order = las tramas llegaron desordenadas
net-refused-replayed = una trama enviada por segunda vez (una repetición)
net-refused-too-frequent = demasiados mensajes: el resto se lee despacio
net-refused-not-a-message = una trama sellada que no contiene ningún mensaje
net-refusal-game-over = un mensaje tras el final de la partida
net-refusal-not-their-turn = una jugada fuera de turno
net-refusal-wrong-ply = una jugada con el número { $ply } cuando la partida tiene { $expected }
net-refusal-move = la jugada '{ $token }': { $why }
net-refusal-no-offer = una respuesta a ninguna oferta
net-refusal-unexpected = un segundo saludo
net-refusal-records = los dos registros de la partida difieren
net-refusal-no-clock = una bandera en una partida sin reloj, o sin bando
clock-refused = { $text } no es un control de tiempo: { $why }; escribe MINUTOS+SEGUNDOS, los minutos y luego los segundos que se añaden por jugada, p. ej. 5+3 o 0.5+0 (5+3d para un retardo, 5+3/3+3 para Blancas y Negras)
clock-fault-form = faltan los minutos, un + y los segundos
clock-fault-not-a-number = no es un número
clock-fault-negative = es negativo
clock-fault-no-time = sin tiempo ni incremento
clock-fault-too-long = más de { $hours } horas
