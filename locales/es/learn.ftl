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

cli-from = Empieza en esta posición (docs/rules.md, apartado 5.1) en vez del principio, p. ej. '6/6/2w3/1b4/6 w 11 11 2'.
cli-learn = Las lecciones: abrirlas, imprimirlas como JSON o comprobarlas.
cli-learn-json = Imprime cada lección y sus tareas como JSON.
cli-learn-check = Comprueba cada tarea con el motor; sale con 1 nombrando la primera que falla.
cli-learn-file = Lee las lecciones de FILE en vez de las que trae el programa.
learn-check-ok = { $count } tareas comprobadas: cada una tiene una jugada que cumple su objetivo y otra que no.
learn-check-over = tarea { $task }: la partida ya ha terminado en su posición
learn-check-unsolvable = tarea { $task }: ninguna jugada legal cumple su objetivo
learn-check-hint = tarea { $task }: su pista { $hint } no cumple su objetivo
learn-check-no-wrong = tarea { $task }: todas las jugadas legales cumplen su objetivo, así que no enseña nada

## `yote puzzles`

cli-puzzles = Los problemas: abrirlos, crear un archivo de problemas, imprimirlo o comprobarlo.
cli-puzzles-json = Imprime los problemas (los que trae el programa, o los de FILE) como JSON.
cli-puzzles-check = Vuelve a comprobar con el motor cada problema de FILE; sale con 1 nombrando el primero que falla.
cli-puzzles-file = El archivo de problemas para --json.
cli-generate = Crea un archivo de problemas a partir de partidas del motor contra sí mismo.
cli-generate-count = Cuántos problemas.
cli-generate-seed = La semilla: la misma semilla da los mismos problemas.
cli-generate-output = El archivo que se escribe (de forma atómica).
puzzles-generated = { $count } problemas escritos en { $file } en { $seconds } s ({ $per_minute } por minuto).
puzzles-check-ok = { $count } problemas comprobados: cada primera jugada sigue siendo la mejor por su margen.
puzzles-check-not-best = problema { $id }: la mejor jugada del motor es ahora { $best }
puzzles-check-margin = problema { $id }: la primera jugada es mejor por { $found }, y el archivo dice { $said }

## La pantalla de lecciones.

learn-title = Aprender a jugar
learn-lesson-tasks = { $count ->
    [one] Una tarea
   *[other] { $count } tareas
}; estrellas { $stars }. Intro abre la lección.
learn-task-of = { $lesson }: tarea { $number } de { $count }
learn-your-move = Su jugada:
learn-right = ¡Bien! { $stars }  Intro: a la siguiente.
learn-hint = Pista: empiece por { $square }.
learn-not-kept = No se ha guardado el progreso: { $why }
learn-set-aside = El archivo de progreso de las lecciones estaba roto; se ha guardado como { $file } y se empieza uno nuevo.

## La pantalla de problemas.

puzzles-title = Problemas: puntuación { $rating }, racha { $streak } (mejor { $best })
puzzles-none = No hay problemas que mostrar.
puzzles-find = Mueven { $side }: encuentre la jugada que gana (problema { $id }, puntuación { $rating }).
puzzles-wrong = { $tried } no es: la jugada era { $best }.
puzzles-go-on = Bien, y la respuesta está en el tablero: siga.
puzzles-solved = ¡Resuelto!
puzzles-next = Intro: el siguiente problema.

## Los textos de las lecciones: un título y una introducción para cada
## lección, lo que pide cada tarea y por qué su respuesta es la buena.

lesson-drop-title = Colocar una pieza
lesson-drop-intro = Cada jugador empieza con todas sus piezas en la mano. En su turno puede colocar una en cualquier casilla vacía.
task-drop-centre-goal = Coloque una pieza en la casilla central, b2.
task-drop-centre-why = Una pieza en el centro alcanza más casillas que una en el borde.
task-drop-safe-goal = Coloque una pieza donde la pieza de Negras en a1 no pueda saltarla.
task-drop-safe-why = Solo se salta una pieza desde la casilla de al lado, hacia una casilla vacía justo detrás.
lesson-step-title = Mover una casilla
lesson-step-intro = En su turno también puede mover una de sus piezas una casilla arriba, abajo, a la izquierda o a la derecha, a una casilla vacía. Nunca en diagonal.
task-step-any-goal = Mueva su pieza de b2 a una casilla de al lado.
task-step-any-why = Una casilla, en línea recta: eso es mover una casilla.
task-step-away-goal = La pieza de Negras en a1 puede saltar su b1 hasta c1. Ponga b1 a salvo.
task-step-away-why = Lejos de a1, la pieza no tiene al lado nada que pueda saltarla.
lesson-capture-title = Saltar y capturar
lesson-capture-intro = Una pieza junto a una pieza enemiga puede saltar por encima de ella a la casilla vacía justo detrás: la pieza enemiga queda capturada.
task-capture-one-goal = Capture la pieza de Negras en a2.
task-capture-one-why = a1 salta a2 y cae en a3, que está vacía.
task-capture-open-goal = Encuentre la única captura: los otros saltos caen en casillas ocupadas.
task-capture-open-why = Solo c3 tiene detrás una casilla vacía, b3. Una captura también se lleva una segunda pieza: la próxima lección lo explica.
lesson-second-title = La segunda pieza
lesson-second-intro = Después de cada captura se retira además una segunda pieza enemiga del tablero, la que usted elija.
task-second-two-goal = Capture y llévese dos piezas de Negras en una sola jugada.
task-second-two-why = El salto toma b2 y la segunda pieza es d4: Negras tienen dos menos.
task-second-choose-goal = Capture y elija la segunda pieza de modo que Negras no puedan saltar de vuelta.
task-second-choose-why = Su pieza cae en b3, donde a3 podría saltarla: retire a3 como segunda pieza.
lesson-hand-title = Segunda pieza de la mano
lesson-hand-intro = Esta lección activa la opción «Segunda pieza de la mano»: la segunda pieza también puede salir de la mano del rival.
task-hand-take-goal = Negras no tienen otra pieza en el tablero: capture y tome la segunda de la mano de Negras.
task-hand-take-why = Con esta opción la mano no está a salvo: a1xa3/h le quita una pieza.
task-hand-or-board-goal = Del tablero o de la mano: ¿qué segunda pieza es la mejor?
task-hand-or-board-why = a3 saltaría su pieza de b3; retirarla del tablero vale más que una de la mano.
lesson-won-title = Ganar
lesson-won-intro = Se gana en cuanto al rival le queda una pieza o ninguna, entre el tablero y la mano.
task-won-capture-goal = A Negras les quedan tres piezas. Gane en una jugada.
task-won-capture-why = El salto y la segunda pieza se llevan dos: a Negras solo les queda una.
lesson-drawn-title = Tablas
lesson-drawn-intro = Hay tablas cuando la misma posición se repite por tercera vez y, con la opción activada, cuando a los dos jugadores les quedan pocas piezas.
task-drawn-few-goal = Aquí hay tablas cuando los dos tienen tres piezas o menos. Haga tablas ahora.
task-drawn-few-why = Tras la captura usted tiene tres y Negras dos: los dos están en el límite.
lesson-safe-title = Casillas seguras
lesson-safe-intro = Antes de mover, mire qué podrá saltar el rival después. No deje ninguna pieza junto a una enemiga con una casilla vacía detrás.
task-safe-drop-goal = Coloque una pieza donde la b2 de Negras no pueda saltarla.
task-safe-drop-why = Junto a b2 una pieza solo está a salvo donde la casilla de detrás queda fuera del tablero (a2, b1); lejos de b2, en cualquier sitio.
task-safe-block-goal = La b2 de Negras amenaza su c2. Sálvela.
task-safe-block-why = Muévala, capture antes u ocupe d2, la casilla que el salto necesita.
lesson-double-title = Una doble amenaza
lesson-double-intro = Una jugada que amenaza dos piezas a la vez: el rival solo puede salvar una.
task-double-drop-goal = Coloque una pieza que amenace las dos piezas de Negras.
task-double-drop-why = Desde b2 podrá saltar b3 o c2, y a b2 nadie puede saltarla.
lesson-mandatory-title = Captura obligatoria
lesson-mandatory-intro = Con la opción «Captura obligatoria», quien puede capturar tiene que capturar. Entonces no se admite colocar ni mover.
task-mandatory-safe-goal = Tiene que capturar. Elija la captura que no deje ninguna pieza suya al alcance de un salto.
task-mandatory-safe-why = En d3 no hay nada al lado de su pieza; en b3, a3 y b4 podrían saltarla.
lesson-multi-title = Salto múltiple
lesson-multi-intro = Con la opción «Salto múltiple», tras una captura la misma pieza puede volver a saltar, una y otra vez, en la misma jugada.
task-multi-two-goal = Capture dos piezas en una jugada.
task-multi-two-why = a1 salta a2 hasta a3 y luego b3 hasta c3: una jugada, dos piezas.
task-multi-three-goal = Capture tres piezas en una jugada.
task-multi-three-why = a3, c3 y luego c1: cada salto cae donde empieza el siguiente.
lesson-bonus-title = Jugada extra
lesson-bonus-intro = Con la opción «Jugada extra», a una jugada que captura le sigue otra jugada del mismo jugador.
task-bonus-twice-goal = Gane en dos jugadas: capture y vuelva a capturar con la jugada extra.
task-bonus-twice-why = Retire d4 como segunda pieza y guarde b3 para el salto extra: a3 la salta hasta c3.
lesson-own-title = Saltar piezas propias
lesson-own-intro = Con la opción «Saltar piezas propias», una pieza puede saltar por encima de una suya; no se captura nada.
task-own-escape-goal = La a1 de Negras amenaza su b1, y c1 no es refugio. Salve b1.
task-own-escape-why = b1 salta por encima de su b2 hasta b3, donde nada la alcanza.
lesson-stuck-title = Sin jugada legal
lesson-stuck-intro = Quien no tiene ninguna jugada legal en su turno pierde (una opción de las reglas puede dar la victoria a quien tenga más piezas).
task-stuck-close-goal = Deje a Negras sin jugada legal.
task-stuck-close-why = Con d4 ocupada, las piezas de Negras no pueden moverse ni saltar: Negras pierden.
lesson-first-title = Su primera partida
lesson-first-intro = La partida estándar: un tablero de 5×6, doce piezas cada uno. Aquí juega con Negras.
task-first-capture-goal = La c3 de Blancas está junto a su d3. Encuentre la mejor jugada.
task-first-capture-why = d3 salta c3 hasta b3 y se lleva también c2: dos piezas de ventaja.
learn-on-board = Juegue en el tablero (flechas, Enter, un clic; H: la mano, s: parar) o escriba la jugada (@b2, b1-b2, a1xa3/c3).
learn-checking = El motor está comprobando la tarea…
learn-coached-game = Jugar una primera partida con entrenador
learn-coached-game-about = Contra el ordenador en el nivel fácil, con el entrenador activado: tras cada jugada tuya avisa si dejaste una pieza para saltar o perdiste una captura o una victoria, y marca la mejor jugada.
