# Las lecciones y los problemas: por qué falló un intento, el archivo de
# lecciones rechazado, las palabras de las órdenes y los textos de cada
# lección (los ids vienen de src/learn/lessons.toml).

## Por qué un intento no cumple su objetivo, según la posición.

learn-miss-not-a-drop = Eso no es colocar: ponga una pieza de su mano en una casilla vacía.
learn-miss-not-a-step = Eso no es mover una casilla: lleve una de sus piezas a la casilla de al lado.
learn-miss-no-capture = Eso no captura nada: { $there } salta una pieza.
learn-miss-too-few = Eso toma { $taken ->
    [one] una pieza
   *[other] { $taken } piezas
}, y la tarea pide { $needed }: { $there } las toma.
learn-miss-jumpable = Después, { $by } salta su pieza de { $piece }.
learn-miss-no-win = El motor no ve ninguna victoria forzada después: { $win } gana.
learn-miss-worse = { $best } es mejor, por { $by } de pieza.
learn-miss-no-draw = La partida sigue: eso no son tablas.
learn-miss-not-listed = Esa no: mire { $there }.

## Un archivo de lecciones o de problemas rechazado: dónde y qué.

learn-file-refused-key = { $file }, línea { $line }, { $key }: { $problem }
learn-file-refused-line = { $file }, línea { $line }: { $problem }
learn-file-refused = { $file }: { $problem }
learn-file-unread = no se puede leer { $file }: { $error }
learn-file-not-text = { $file } no es texto (UTF-8)
learn-file-unknown-goal = '{ $found }' no es un objetivo (drop, step, capture, take, safe, win, best, draw, list)
learn-file-goal-number = al objetivo '{ $goal }' le falta su número (n), su profundidad o sus jugadas, o uno está fuera de rango
learn-file-move = '{ $token }': { $error }
learn-file-duplicate = el id '{ $id }' está escrito dos veces

## `yote learn`

cli-from = Empieza en esta posición (docs/rules.md §5.1) en vez del principio, p. ej. '6/6/2w3/1b4/6 w 11 11 2'.
cli-learn = Las lecciones: abrirlas, imprimirlas como JSON o comprobarlas.
cli-learn-json = Imprime cada lección y sus tareas como JSON.
cli-learn-check = Comprueba cada tarea con el motor; sale con 1 nombrando la primera que falla.
cli-learn-file = Lee las lecciones de FILE en vez de las que trae el programa.
learn-check-ok = { $count } tareas comprobadas: cada una tiene una jugada que cumple su objetivo y otra que no.
learn-check-over = tarea { $task }: la partida ya ha terminado en su posición
learn-check-unsolvable = tarea { $task }: ninguna jugada legal cumple su objetivo
learn-check-hint = tarea { $task }: su pista { $hint } no cumple su objetivo
learn-check-no-wrong = tarea { $task }: todas las jugadas legales cumplen su objetivo, así que no enseña nada
learn-screen-soon = La pantalla de lecciones se abre desde el juego de la terminal.
