# La línea de órdenes: --help de cada orden y argumento, el texto que las
# órdenes imprimen para las personas y sus mensajes de error.

## --help: el programa y sus opciones globales

cli-about = Yoté, el juego de capturas de África occidental, en la terminal
cli-rules = Archivo de reglas con el que jugar (por defecto, las reglas estándar incorporadas; si hay varios, se aplican en orden).
cli-set = Cambia una regla, p. ej. --set second_piece=board-or-hand (se puede repetir).
cli-set-long = Cambia una regla, p. ej. --set second_piece=board-or-hand (se puede repetir; --set manda sobre --rules).
cli-set-keys = Las claves de rules.toml:
cli-set-checked = Se comprueban juntas: pieces_per_player como máximo rows × columns / 2, win_when_opponent_has_at_most menor que pieces_per_player, draw_when_both_have_at_most como máximo pieces_per_player.
cli-load = Abre una partida guardada donde se quedó.
cli-clock = Juega con reloj: MINUTOS+SEGUNDOS, los minutos de cada jugador y luego los segundos que se añaden tras cada jugada (5+3; 0.1+0 son seis segundos; 5+3d un retardo; 5+3/3+3 los de Blancas y los de Negras).
cli-lang = Idioma del juego y de sus mensajes: en, es o cs (por defecto, según LC_ALL, LC_MESSAGES o LANG).
cli-help = Muestra la ayuda
cli-version = Muestra la versión
cli-help-command = Muestra este mensaje o la ayuda de la orden indicada
cli-help-command-name = La orden cuya ayuda se muestra
cli-possible-values = [valores posibles: { $values }]
cli-default = [por defecto: { $value }]
cli-heading-usage = Uso:
cli-heading-commands = Órdenes
cli-heading-arguments = Argumentos
cli-heading-options = Opciones

## --help: las órdenes

cli-position = Reproduce las jugadas desde el inicio y muestra la posición.
cli-position-moves = Jugadas en notación, p. ej. @c3 @d3 c3-c4.
cli-position-game = Muestra en su lugar la posición de esta partida guardada (tiene sus propias reglas).
cli-position-json = Imprime un objeto JSON en lugar del tablero.
cli-position-svg = Escribe un diagrama SVG de la posición en FILE ('-': la salida estándar) en lugar de mostrarla.
cli-perft = Cuenta las secuencias de jugadas de cada profundidad hasta DEPTH.
cli-perft-depth = Cuántas jugadas de profundidad contar, de 1 a 20.
cli-moves-first = Jugadas que se hacen antes, en notación.
cli-bench = Mide el motor: la velocidad de perft y las partidas aleatorias por segundo.
cli-bench-depth = Profundidad de perft que se cronometra desde la posición inicial, de 1 a 7.
cli-bench-games = Partidas aleatorias que se juegan hasta el final, de 1 a 100 000 000.
cli-analyze = Analiza la posición tras MOVES y muestra la jugada que haría el ordenador.
cli-analyze-depth = Busca exactamente N jugadas de profundidad (siempre la misma respuesta).
cli-analyze-time = Busca durante MS milisegundos (por defecto, 1000).
cli-json = Imprime un objeto JSON.
cli-match = Juega partidas entre dos jugadores del ordenador y muestra el resultado.
cli-match-white = El primer jugador (Blancas en la primera partida): easy, medium, hard, random, depth:N, time:MS o engine:CMD.
cli-match-black = El segundo jugador (Negras en la primera partida).
cli-match-games = Cuántas partidas.
cli-match-openings = Jugadas aleatorias hechas desde el inicio antes de cada par de partidas.
cli-match-seed = Semilla de las aperturas y de las elecciones aleatorias de los jugadores.
cli-match-jobs = Partidas jugadas a la vez (cada una en su propio hilo).
cli-match-memory = La memoria máxima, en MiB, que ocupan juntas las tablas de los jugadores en todas las partidas jugadas a la vez (dos tablas por partida, de 16 MiB como mucho cada una).
cli-match-json = Imprime el resumen como un objeto JSON.
cli-review = Juzga cada jugada de una partida guardada frente a la mejor que encuentra el ordenador.
cli-review-file = La partida guardada que se revisa.
cli-review-depth = Busca en cada posición exactamente a profundidad N, de 2 a 64 (por defecto, { $default_depth }; siempre la misma respuesta).
cli-review-time = Busca en cada posición durante MS milisegundos en lugar de a una profundidad fija.
cli-review-jobs = Posiciones analizadas a la vez, cada una en su propio hilo, de 1 a 64 (por defecto, los núcleos).
cli-review-write = Guarda la revisión en el archivo (una tabla [review]), para que la partida se abra con ella lista.
cli-completions = Imprime un script de autocompletado para la shell (bash, zsh, fish, elvish, powershell).
cli-completions-shell = La shell para la que se completa.
cli-man = Imprime la página de manual (roff), p. ej. yote man | man -l -

## Lo que imprimen las órdenes

position-side = { $side } en la mano { $hand }, en el tablero { $board }, perdidas { $lost }
position-move = jugada { $number }
position-moves-played = { $count ->
    [one] 1 jugada hecha
   *[other] { $count } jugadas hechas
}
position-to-move = mueven { $side ->
    [white] Blancas
   *[other] Negras
}, { $count ->
    [one] 1 jugada legal
   *[other] { $count } jugadas legales
}
position-over-win = partida terminada: ganan { $side ->
    [white] Blancas
   *[other] Negras
} ({ $reason })
position-over-draw = partida terminada: tablas ({ $reason })
perft-line = profundidad { $depth }: { $nodes }
bench-perft = perft { $depth }: { $nodes } en { $secs } s ({ $rate } M/s)
bench-playouts = partidas aleatorias: { $games ->
    [one] 1 partida
   *[other] { $games } partidas
}, { $moves } jugadas en { $secs } s ({ $rate } partidas/s, { $move_rate } M jugadas/s)
analyze-best = mejor jugada { $move }
analyze-score = valoración: { $verdict }
analyze-line = línea { $line }
analyze-depth = profundidad { $depth }, { $nodes } posiciones en { $secs } s
analyze-wins-in = ganan { $side ->
    [white] Blancas
   *[other] Negras
} en { $plies ->
    [one] 1 jugada
   *[other] { $plies } jugadas
}
analyze-loses-in = pierden { $side ->
    [white] Blancas
   *[other] Negras
} en { $plies ->
    [one] 1 jugada
   *[other] { $plies } jugadas
}
analyze-pieces-for = { $score } piezas a favor de { $side ->
    [white] Blancas
   *[other] Negras
}
match-heading = { $white } contra { $black }: { $games ->
    [one] 1 partida
   *[other] { $games } partidas
}, aperturas de { $openings } jugadas, semilla { $seed }
match-tally = { $player }: { $wins } victorias, { $draws } tablas, { $losses } derrotas
match-score = puntuación { $score } % (intervalo del 95 %: { $low } % a { $high } %)
match-elo = diferencia Elo { $elo } (intervalo del 95 %: { $low } a { $high })
match-progress = partidas
review-progress = posiciones
review-heading = { $white } (Blancas) contra { $black } (Negras): { $moves }, revisada a { $budget }
review-too-large = { $file }: la revisión haría el archivo mayor de 1 MiB, lo máximo que puede ocupar una partida guardada; no se escribe
review-part = Solo se revisan las primeras { $plies } de las { $total } jugadas sueltas de la partida: una revisión a { $budget } no abarca más.
review-part-not-written = { $file }: una revisión con este límite abarca solo las primeras { $plies } de las { $total } jugadas sueltas de la partida, y el archivo guarda la revisión de todas; no se escribe (con menos --depth abarca más)
review-too-deep = una revisión a { $budget } tardaría demasiado incluso para una jugada: lo más hondo es profundidad { $deepest }
review-too-long = una revisión a { $budget } tardaría demasiado incluso para una jugada: como mucho { $most } ms por posición

## Mensajes de error

cli-error-not-utf8 = error: un argumento no es texto UTF-8 válido
cli-error-arg-not-utf8 = error: el argumento { $number } '{ $arg }' no es texto UTF-8 válido
cli-error-value-not-utf8 = error: el argumento { $number } '{ $arg }' (el valor de { $flag }) no es texto UTF-8 válido
cli-error-file-not-utf8 = { $file }, línea { $line }: no es texto UTF-8
cli-error-load-with-command = --load abre una partida en la terminal: no se puede usar con una orden (para `position`, use --game FILE)
cli-error-rules-with-game = una partida guardada lleva sus propias reglas: { $flag } no se puede usar con --rules ni con --set
cli-error-clock-with-command = --clock es para una partida en la terminal: no se puede usar con una orden
cli-error-clock-with-game = una partida guardada lleva sus propios relojes: --clock no se puede usar con --load
cli-error-man = no se puede escribir la página de manual: { $error }
cli-error-generated-not-utf8 = el texto generado no es UTF-8
cli-error-terminal = terminal: { $error }
cli-error-no-terminal = el juego necesita un terminal donde jugar, y aquí no hay ninguno. Sin terminal, ejecute una orden: yote position, yote analyze, yote match, yote perft (yote --help las lista todas)

## Errores de uso de clap: el argumento, el valor o la orden tal como se
## escribieron

cli-clap-error = error: { $message }
cli-clap-tip = consejo: { $tip }
cli-clap-try-help = Para más información, pruebe '{ $help }'.
cli-clap-unknown-argument = argumento inesperado '{ $arg }'
cli-clap-unknown-command = orden desconocida '{ $command }'
cli-clap-value-required = '{ $arg }' necesita un valor y no se dio ninguno
cli-clap-invalid-value = valor no válido '{ $value }' para '{ $arg }'
cli-clap-unexpected-value = valor inesperado '{ $value }' para '{ $arg }'; no se esperaban más
cli-clap-missing-arguments = faltan estos argumentos obligatorios:
cli-clap-used-twice = el argumento '{ $arg }' no se puede usar más de una vez
cli-clap-conflict = el argumento '{ $arg }' no se puede usar con '{ $other }'
cli-clap-conflict-list = el argumento '{ $arg }' no se puede usar con:
cli-clap-similar-command = { $count ->
    [one] hay una orden parecida
   *[other] hay órdenes parecidas
}: { $names }
cli-clap-similar-argument = { $count ->
    [one] hay un argumento parecido
   *[other] hay argumentos parecidos
}: { $names }
cli-clap-similar-value = { $count ->
    [one] hay un valor parecido
   *[other] hay valores parecidos
}: { $names }
cli-clap-pass-as-value = para pasar '{ $arg }' como valor, use '{ $instead }'
cli-clap-exists = existe '{ $found }'
cli-value-whole = { $value } no es un número entero de { $min } a { $max }
cli-value-whole-empty = no se ha dado ningún número: se necesita un número entero de { $min } a { $max }
cli-match-not-a-player = '{ $spec }' no es un jugador: use easy, medium, hard, random, depth:N, time:MS o engine:CMD
cli-match-bad-depth = '{ $spec }': la profundidad debe ser un número entero de 1 a { $max }
cli-match-bad-time = '{ $spec }': el tiempo debe ser un número entero de milisegundos de 1 a { $max }

# Output and input that could not be used (harden)
cli-error-stdout = no se puede escribir la salida: { $error }

## The engine protocol (`yote engine`) and engines in `yote match`

cli-engine = Habla el protocolo de motor por la entrada y la salida estándar (véase docs/scripting.md).
engine-error-too-long = la línea tiene más de { $max } bytes
engine-error-not-utf8 = la línea no es texto UTF-8
engine-error-searching = hay una búsqueda en curso: envía stop antes
engine-error-unknown = '{ $command }' no es una orden: usa yote, rules, position, go, stop o quit
engine-error-version = este motor habla la versión { $version } del protocolo: envía 'yote { $version }'
engine-error-go = usa go depth N, go time MS o go nodes N
engine-error-depth = la profundidad debe ir de 1 a { $max }
cli-match-engine-time = Milisegundos por jugada para los jugadores engine:CMD (enviados como go time MS).
cli-match-record = Guarda cada partida en esta carpeta, como partidas guardadas (game-0001.toml, …) que leen yote --load y yote review.
cli-match-engine-nodes = Los jugadores engine buscan este número de posiciones por jugada (enviado como go nodes N) en lugar de --engine-time, que entonces limita la espera.
cli-match-max-plies = Una partida que sigue tras estas jugadas se detiene y cuenta como tablas (como mucho 1000, el valor por defecto).
cli-match-record-folder = no se puede crear la carpeta { $folder } para las partidas: { $error }
match-engine-lost = partida { $game }: { $player } la pierde: { $why }
match-engine-start = no se pudo iniciar ({ $error })
match-engine-died = terminó o cerró su salida
match-engine-hung = ninguna respuesta en { $ms } ms
match-engine-illegal = respondió '{ $answer }', que no es una jugada legal aquí
match-engine-refused = rechazó una línea: { $answer }
match-engine-unexpected = respondió '{ $answer }' { $asked ->
    [greeting] al saludo
    [rules] a las reglas
    [position] a la posición
    [go] a go
   *[stop] a stop
}
match-engine-flooded = escribió más de { $mib } MiB que nadie había pedido
match-engine-no-start = no se pudo iniciar { $player } ({ $error }): no se juega ninguna partida
engine-error-twice = '{ $key }' aparece dos veces
engine-error-time = el tiempo debe ir de 1 a { $max } milisegundos
engine-error-nodes = las posiciones deben ir de 1 a { $max }
cli-match-sprt = Una prueba secuencial (SPRT, errores del 5%) de la ventaja Elo del primer jugador: ELO0 contra ELO1, que para cuando acepta una; --games es el tope.
cli-match-bad-sprt = '{ $value }' no es una prueba: usa ELO0,ELO1 con ELO0 menor que ELO1, p. ej. 0,20
match-sprt = SPRT Elo { $elo0 } contra { $elo1 }: llr { $llr } (límites { $low } a { $high }), { $verdict }
match-sprt-h0 = H0 aceptada
match-sprt-h1 = H1 aceptada
match-sprt-open = sin decisión en las partidas jugadas
cli-analyze-threads = Hilos de búsqueda (por defecto: 1 con --depth, la búsqueda determinista; todos los núcleos con --time).
cli-match-threads = Hilos de búsqueda de cada jugador hard o time:MS (por defecto: los núcleos repartidos entre los --jobs; los demás jugadores usan uno).
cli-engine-threads = Hilos de búsqueda para go (por defecto: 1 para go depth solo, todos los núcleos si no).
cli-engine-without = Busca sin estas partes de la búsqueda selectiva (separadas por comas), para medir en partidas cuánto vale cada una: null-move, reductions, futility, conversion.
cli-svg-no-folder = la carpeta { $folder } no existe
cli-svg-folder-takes-no-file = no se puede escribir ningún archivo en { $folder } (el sistema no crea archivos nuevos allí)

## El pie de `yote position --svg`.

diagram-turn = jugada { $number }, mueven { $side }
diagram-over = { $moves }: { $result } ({ $reason })
diagram-hands = en mano: { $white } { $white_hand }, { $black } { $black_hand }

## yote host y yote join: una partida entre dos ordenadores.

cli-host = Juega con alguien en otro ordenador: muestra un código y lo espera.
cli-host-port = El puerto en el que escuchar (0: uno libre cualquiera, que se indica).
cli-host-bind = La dirección en la que escuchar (por defecto, todas las de este ordenador).
cli-host-resume = Sigue la partida guardada del último yote host, con un código nuevo.
cli-host-black = Juega con negras (si no, el anfitrión juega con blancas).
cli-host-clock = Ofrece la partida con reloj, también para el otro jugador: MINUTOS+SEGUNDOS como los toma --clock (5+3). Solo a pantalla completa.
cli-join = Únete a una partida que otro ordenador ofrece, con su código.
cli-join-code = El código que muestra el anfitrión, p. ej. 7-ocean-violet.
cli-join-address = La dirección del anfitrión: HOST o HOST:PUERTO.
cli-net-name = Tu nombre, tal como lo ve el otro jugador.
cli-net-lines = Jugar en líneas, incluso en una terminal (si no, la partida a pantalla completa).
net-code = Código para unirse: { $code } (unos { $bits } bits; díselo al otro jugador y a nadie más)
net-listening = Escuchando en { $address }. El otro jugador escribe: yote join { $code } DIRECCIÓN:{ $port }
net-kept-replaced = { $count ->
    [one] Había guardada una partida entre dos ordenadores de 1 jugada
   *[other] Había guardada una partida entre dos ordenadores de { $count } jugadas
}; esta nueva la sustituye (yote host --resume sigue una partida guardada).
net-nothing-to-resume = no hay ninguna partida de yote host guardada para seguir
net-cannot-listen = no se puede escuchar en { $address }: { $error }
net-bad-address = '{ $address }' no es una dirección a la que unirse: { $error }
net-no-address = no se encontró ninguna dirección
net-join-failed = no se pudo unir a la partida: { $why }
net-resuming = La partida sigue ({ $moves }).
net-clock-with-resume = --clock no va con --resume: la partida guardada sigue con su propio reloj
net-clock-lines = --clock solo se juega a pantalla completa: quita --lines (o el reloj)
net-clock-in-lines = Esta partida tiene reloj ({ $clock }); las líneas no lo muestran: los relojes corren en la pantalla de { $name }, y una bandera que cae termina la partida también aquí.
net-waiting = Esperando al otro jugador…
net-waiting-back = Esperando a que { $name } vuelva…
net-connected = { $name } está aquí. Juegas con { $color }.
net-your-move = Te toca ({ $color }). Escribe una jugada, o deshacer, tablas, abandonar, tablero, salir, ayuda.
net-their-move = Le toca a { $name }.
net-moved = { $name } jugó { $token }.
net-offer-undo = { $name } pide volver a la jugada { $number }. Responde sí o no.
net-offer-draw = { $name } ofrece tablas. Responde sí o no.
net-offered = Oferta enviada; esperando la respuesta de { $name }.
net-declined = { $name } dijo que no.
net-agreed = { $name } aceptó.
net-no-offer = No hay ninguna oferta que responder.
net-cannot-undo = No tienes ninguna jugada que deshacer.
net-not-your-move = Le toca a { $name }.
net-bad-move = '{ $token }' no es una jugada aquí: { $why }
net-away = { $name } no está; podrás jugar cuando vuelva.
net-help = Escribe una jugada en notación (@c3, c3-c4, c3xc5); deshacer o tablas: ofrecerlo; abandonar; sí o no: responder a una oferta; tablero: ver el tablero; salir: irse (la partida se guarda).
net-quit = Te has ido. La partida se guarda: yote host --resume, o yote join con el código, la sigue.
net-kept = La partida se guarda: yote host --resume, o yote join con el código, la sigue.
net-game-over = Fin de la partida: { $result } ({ $reason }).
net-archived = La partida se guarda en { $path }
net-not-kept = no se pudo guardar la partida: { $error }
net-records-differ = Los dos registros de la partida difieren ({ $why }); la partida se detiene aquí y cada lado guarda el suyo.
net-refused = Rechazado de { $name }: { $why }. La partida sigue.
net-lost = Se perdió la línea con { $name }: { $why }.
net-calling-again = Llamando de nuevo a { $name }…
net-wrong-code = Alguien probó un código equivocado (quedan { $left } intentos antes de que cambie el código).
net-new-code = Tres códigos equivocados: el código ahora es { $code }
net-busy = Se rechazó a un segundo visitante ({ $address }): hay una partida en marcha.
net-attempt-failed = Falló un intento de unirse: { $why }. Se sigue esperando.
net-word-undo = deshacer
net-word-draw = tablas
net-word-resign = abandonar
net-word-yes = sí
net-word-no = no
net-word-quit = salir
net-word-help = ayuda
net-word-board = tablero
