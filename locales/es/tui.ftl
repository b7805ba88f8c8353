# The terminal game's screens.

## La pantalla de configuración

setup-title = Yoté: nueva partida
setup-more-above = ↑ { $count ->
    [one] 1 línea más
   *[other] { $count } líneas más
} arriba
setup-more-below = ↓ { $count ->
    [one] 1 línea más
   *[other] { $count } líneas más
} abajo
setup-more-start = ({ $key } empieza la partida)
setup-second-piece = Segunda pieza de la mano:
setup-off = No
setup-on = Sí
setup-optional-rules = Reglas opcionales
setup-rules-standard = como en el juego estándar
setup-rules-changed = { $count ->
    [one] 1 cambiada: { $names }
   *[other] { $count } cambiadas: { $names }
}
setup-rules-show = { $key } las muestra
setup-rules-hide = { $key } las pliega
setup-players = Jugadores
setup-coach = Entrenador
setup-coach-explain = un aviso tras una jugada que deja una pieza para saltar o pierde una captura o una victoria
setup-language = Idioma
setup-start = [ Empezar la partida ]
setup-new-to-yote = ¿Nuevo en el Yoté?
setup-puzzles = Problemas
setup-presets = Variantes:
setup-human = Humano
setup-computer = Ordenador: { $level }
setup-computer-name = Ordenador ({ $level })
setup-hint-selected = escribir lo borra
setup-hint-editing = { $key }: listo
setup-hint-name = { $who } quién, { $edit } nombre
setup-preset-chosen = Variante: { $name }.
setup-name-too-long = Un nombre tiene como máximo { $max } caracteres: no se ha añadido '{ $char }'.
setup-cannot-start = No se puede empezar: { $why }
setup-cannot-start-yet = Aún no se puede empezar: { $why }
setup-largest = { $label }: { $value } es el máximo permitido.
setup-smallest = { $label }: { $value } es el mínimo permitido.
setup-problem = { $label }: { $why }.
setup-rules-clash = estas reglas no son compatibles entre sí
setup-too-many-pieces = como máximo { $max } en un tablero de { $rows }×{ $columns }, no { $pieces }
setup-win-too-high = debe ser menor que las piezas por jugador ({ $pieces })
setup-draw-too-high = no puede pasar de las piezas por jugador ({ $pieces })
setup-not-allowed = no se permite con las demás reglas
option-second-piece-explain = De dónde sale la segunda pieza de una captura.
option-multi-jump = Salto múltiple
option-multi-jump-explain = La pieza que captura puede volver a saltar en la misma jugada.
option-mandatory-capture = Captura obligatoria
option-mandatory-capture-explain = Si hay alguna captura posible, hay que capturar.
option-bonus-move = Jugada extra tras capturar
option-bonus-move-explain = Cada captura da derecho a otra jugada.
option-jump-own = Saltar piezas propias
option-jump-own-explain = Se puede saltar una pieza propia; no se retira nada.
option-win-at = Gana si al rival le quedan
option-win-at-explain = Ganas cuando al rival le quedan estas piezas o menos.
option-draw-at = Tablas si a ambos les quedan
option-draw-at-explain = Tablas cuando a los dos les quedan estas piezas o menos.
option-no-legal-move = Sin jugada legal
option-no-legal-move-explain = Pierde, o la partida termina y gana quien tenga más piezas.
option-repetition = Tablas por repetición
option-repetition-explain = Tablas cuando una posición se repite estas veces.
option-rows = Filas
option-rows-explain = Filas del tablero, de 2 a 8 (1, 2, ... hacia arriba).
option-columns = Columnas
option-columns-explain = Columnas, de 2 a 8 (a, b, ... desde la izquierda).
option-pieces = Piezas por jugador
option-pieces-explain = Piezas que cada jugador tiene en la mano al empezar.
option-first-player = Empieza
option-first-player-explain = Quién mueve primero.
value-on = sí
value-off = no
value-pieces = { $count ->
    [one] 1 pieza
   *[other] { $count } piezas
}
value-loses = pierde
value-most-pieces-wins = más piezas gana
value-times = { $count } veces

## La pantalla de juego: título, tablero, línea de reglas, avisos, final

title-over = final tras la jugada { $number }
title-move = jugada { $number }
board-title = Tablero
board-looking-back = Tablero: mirando atrás
rules-heading = Reglas:
rules-more = i: todas las reglas
rule-board = tablero de { $rows }×{ $columns }
rule-pieces-each = { $count ->
    [one] 1 pieza cada uno
   *[other] { $count } piezas cada uno
}
rule-second-from-board = Segunda pieza del tablero
rule-jump-own = Se saltan piezas propias
rule-win-all = Gana quien captura todas las piezas
rule-win-at = Gana si al rival le quedan { $count } o menos
rule-draw-at = Tablas si a ambos les quedan { $count } o menos
rule-most-pieces = Sin jugada: gana quien tenga más piezas
rule-no-repetition = Sin tablas por repetición
rule-repetition = Tablas a la { NUMBER($count, type: "ordinal") ->
   *[other] { $count }.ª
} repetición
rule-first = Empiezan { $side ->
    [white] Blancas
   *[other] Negras
}
over-title = Final: { $who }
prompt-looking-back = Mirando atrás { $what }. { $look } recorren las jugadas; { $back } vuelve a la partida.
prompt-after-move = tras la jugada { $number }, { $move } de { $name }
prompt-at-start = al principio
prompt-game-over = Partida terminada. { $result }
prompt-bonus = { $name }, jugada extra
prompt-must-capture = { $who }: capturar es obligatorio. Elige una pieza marcada «» ({ $count ->
    [one] 1 pieza puede
   *[other] { $count } piezas pueden
} capturar).
prompt-drop-or-select = { $who }: coloca una pieza en una casilla vacía o elige una de tus piezas.
prompt-select = { $who }: elige una de tus piezas.
prompt-steps = + pasos
prompt-captures = * capturas ({ $count ->
    [one] 1 posible
   *[other] { $count } posibles
}, llevándose !{ $squares }!)
prompt-move-piece = { $who }: mueve la pieza de { $square }: { $parts }.
prompt-repeats = = repite una posición por { NUMBER($count, type: "ordinal") ->
   *[other] { $count }.ª
} vez: tablas.
prompt-esc-cancels = { $key } cancela.
prompt-jump-again-stop = { $who }: salta otra vez a * (llevándose !{ $squares }!), o pulsa { $key } para parar aquí.
prompt-jump-again-must = { $who }: salta otra vez a * (llevándose !{ $squares }!); la cadena debe seguir.
prompt-marked-piece = una pieza marcada >{ $squares }<
prompt-hand-choice = { $key } para la mano de { $name }
prompt-choose-second = elige la segunda pieza:
prompt-choose-second-n = segunda pieza { $n } de { $total }: elige
prompt-remove = { $who }: { $which } { $choices }.
prompt-either = { $first } o { $second }
prompt-back = { $key } deshace la última.

## Lo jugado, en la línea de estado

play-refused = No se puede: { $why }
play-took-back-second = Deshecha la última segunda pieza elegida.
play-cancelled = Cancelado.
play-threats-shown = Amenazas a la vista: ! te pueden comer una pieza, × puedes comer una.
play-threats-hidden = Amenazas ocultas.
play-jumps-to = { $name }: salto a { $square }, captura { $squares }.
play-bonus = { $text } Jugada extra para { $name }.
play-dropped = { $name }: pieza colocada en { $square }.
play-moved = { $name }: jugada { $move }.
play-own-jump = { $name }: salto sobre una pieza propia, { $move }.
play-captured = { $name }: { $move }, captura { $jumped }, { $second }.
play-no-second = sin segunda pieza
play-removed = retira { $squares }
play-from-hand = { $count ->
    [one] 1 pieza
   *[other] { $count } piezas
} de la mano de { $name }
play-took-back = Deshecho: { $moves }.
play-took-back-end = Deshecho el final de la partida.
play-the-end = el final de la partida
play-again = Rehecho: { $moves }.
play-back = De vuelta a la partida.
list-and = { $first } y { $last }

## Los paneles laterales

hand-in = En la mano:
hand-lost = Perdidas:
hand-to-move = ▶ le toca
hand-take = H o clic: tomar de la mano
moves-title = Jugadas
moves-looking-back = Jugadas: mirando atrás

## La pantalla de reglas (i)

rules-board = Tablero: { $rows } filas × { $columns } columnas. { $pieces } piezas cada uno, todas en la mano al empezar.
rules-first = Empiezan { $side ->
    [white] Blancas
   *[other] Negras
}.
rules-turn = En su turno se coloca una pieza, se avanza una casilla o se salta una pieza rival para capturarla.
rules-directions = Los pasos y saltos van arriba, abajo, a la izquierda o a la derecha: nunca en diagonal.
rules-second-piece = Segunda pieza:
rules-second-piece-always = Tras cada captura se retira una segunda pieza rival.
rules-jumps = Salto múltiple: { $multi }.  Captura obligatoria: { $mandatory }.
rules-bonus = Jugada extra tras capturar: { $bonus }.  Saltar piezas propias: { $own }.
rules-win = Ganas cuando al rival le quedan { $count ->
    [one] 1 pieza
   *[other] { $count } piezas
} o menos (tablero + mano).
rules-draw = Tablas cuando a los dos jugadores les quedan { $count ->
    [one] 1 pieza
   *[other] { $count } piezas
} o menos.
rules-no-move-loses = Quien no tiene ninguna jugada legal pierde.
rules-no-move-count = Sin jugada legal termina la partida: gana quien tenga más piezas; con las mismas, tablas.
rules-no-repetition = Repetir una posición nunca da tablas.
rules-repetition = Tablas cuando la misma posición se da { $count } veces.
rules-close = Pulsa cualquier tecla para cerrar.

## Teclas: las palabras de la barra de teclas y las líneas de la ayuda

key-help-presets-standard-hand-boxed-edition = variantes: Estándar, Mano, Edición comercial
key-help-move-the-cursor = mover el cursor
key-help-look-at-earlier-moves-or-click-one = ver jugadas anteriores (o pulsa una)
key-bar-quit-at-once = salir ya
key-help-quit-at-once = salir en el acto
key-bar-suspend = suspender
key-help-suspend-fg-resumes = suspender (fg reanuda)
key-bar-help = ayuda
key-help-this-help = esta ayuda
key-bar-rules = reglas
key-help-the-rules-in-words = las reglas explicadas
key-bar-line = línea
key-help-choose-a-line = elegir una línea
key-bar-change = cambiar
key-help-change-the-value-human-or-a-level = cambiar el valor (Humano o un nivel)
key-bar-edit = editar
key-help-edit-a-name-change-a-value = editar un nombre, cambiar un valor
key-bar-presets = variantes
key-bar-start = empezar
key-help-start-the-game = empezar la partida
key-bar-open = abrir
key-help-open-a-saved-game-asks-which = abrir una partida guardada (pregunta cuál)
key-bar-quit = salir
key-help-quit = salir
key-bar-resume = reanudar
key-help-resume-the-unfinished-game-offered = reanudar la partida sin terminar que se ofrece
key-bar-discard = descartar
key-help-discard-it-asks-first = descartarla (pregunta antes)
key-bar-done = listo
key-help-done-keep-what-is-typed = listo: guardar lo escrito (un nombre, un control de tiempo)
key-bar-delete = borrar
key-bar-clear = vaciar
key-bar-delete-game = borrar
key-help-delete-the-game-chosen = borrar la partida elegida en la lista (pregunta antes)
key-bar-choose = elegir
key-help-drop-select-move-choose-or-click = colocar, elegir, mover; o pulsar con el ratón
key-bar-undo = deshacer
key-help-undo-a-whole-move = deshacer una jugada entera
key-bar-redo = rehacer
key-help-redo-a-whole-move = rehacer una jugada entera
key-bar-hint = pista
key-help-hint-the-move-suggested = pista: la jugada sugerida
key-bar-threats = amenazas
key-help-show-or-hide-the-threat-marks = mostrar u ocultar las amenazas (! ×)
key-bar-draw = tablas
key-help-offer-a-draw = ofrecer tablas
key-bar-resign = rendirse
key-help-resign = rendirse
key-bar-save = guardar
key-help-save-to-a-file = guardar en un archivo
key-bar-look-back = mirar atrás
key-bar-cursor = cursor
key-bar-cancel = cancelar
key-help-cancel-the-move-pause-the-computer = cancelar la jugada; pausar al ordenador
key-bar-take-back = deshacer
key-help-take-back-the-last-choice = deshacer la última elección
key-bar-from-hand = de la mano
key-help-second-piece-from-the-hand-or-click = segunda pieza de la mano (o pulsa)
key-bar-stop = parar
key-help-stop-a-chain-of-jumps = parar una cadena de saltos
key-bar-pause = pausa
key-help-pause-resume-the-computer = pausar / reanudar al ordenador
key-bar-restart = reiniciar
key-help-a-new-game-same-rules-and-players = nueva partida, mismas reglas y jugadores
key-bar-replay = repetir
key-help-replay-the-game-move-by-move = repetir la partida jugada a jugada
key-bar-rematch = revancha
key-help-rematch-same-rules-colours-swapped = revancha: mismas reglas, colores cambiados
key-bar-setup = mesa
key-help-back-to-the-setup-screen = volver a la configuración de la mesa
key-help-take-back-the-last-move = deshacer la última jugada
key-help-replay-the-game-play-on-from-any-move = repetir la partida; seguir desde cualquier jugada
key-help-save-the-game-to-a-file = guardar la partida en un archivo
key-bar-new = nueva
key-bar-earlier-later = antes/después
key-help-an-earlier-a-later-position = una posición anterior / posterior
key-bar-back-to-the-game = volver a la partida
key-help-back-to-the-game = volver a la partida
key-bar-step = paso
key-help-one-move-back-forward = una jugada atrás / adelante
key-bar-start-end = inicio/fin
key-help-to-the-start-to-the-last-move = al inicio / a la última jugada
key-bar-play-on-from-here = seguir desde aquí
key-help-play-on-from-here-as-a-new-game = seguir desde aquí, como partida nueva
key-bar-back = volver
key-help-back-to-where-the-replay-was-opened = volver a donde se abrió la repetición
key-bar-confirm = aceptar
key-help-save-or-open-the-file-named = guardar o abrir el archivo indicado
key-help-cancel = cancelar
key-help-choose-a-saved-or-archived-game-open = elegir una partida guardada o archivada (abrir)
key-bar-yes = sí
key-help-yes-overwrite-the-file-when-asked = sí (sobrescribir el archivo, si se pregunta)
key-bar-no = no
key-help-no-keep-the-file-when-asked = no (conservar el archivo, si se pregunta)
key-bar-scroll = desplazar
key-help-scroll = desplazar
key-bar-close-or-any-key = cerrar (o cualquier tecla)
key-help-close-any-other-key-too = cerrar (también cualquier otra tecla)
key-context-always = En todas partes
key-context-anywhere = En todas las pantallas
key-context-setup = Configuración de la mesa
key-context-name = Al escribir en la configuración de la mesa
key-context-game = Jugando
key-context-over = Partida terminada
key-context-looking = Mirando jugadas anteriores
key-context-replay = Repetición
key-context-prompt = Nombre de archivo
key-context-dialog = Preguntas (confirmar, oferta de tablas, sobrescribir)
key-context-popup = Ventanas de ayuda y reglas
key-bar-more = más

## Ventanas: ayuda, reglas, preguntas, oferta de tablas

popup-help = Ayuda: todas las teclas
popup-rules = Las reglas de esta partida
popup-confirm = Confirma, por favor
popup-draw-offer = Oferta de tablas
draw-offered = { $name } ofrece tablas.
draw-answer = { $name }: ¿aceptar ({ $yes }) o rechazar ({ $no })?
help-marks-1 = Marcas: [ ] cursor  { "{" } { "}" } elegida  ( ) última jugada
help-marks-2 = + paso  * captura  !●! se la lleva  = tablas (repite)
help-marks-3 = «○» debe capturar  >●< segunda pieza  × capturada
help-autosave = Cada cambio se guarda solo; al volver a empezar se ofrece reanudar la partida sin terminar.
confirm-resign = ¿Se rinde { $name }?
confirm-restart = ¿Empezar esta partida otra vez desde el principio?
confirm-quit = ¿Salir del juego?
confirm-discard = ¿Descartar la partida sin terminar? Después no se podrá reanudar.
confirm-undo = ¿Deshacer con los relojes en marcha? Los relojes vuelven atrás con las jugadas.
confirm-peer-undo = { $name } pide volver a la jugada { $number }. ¿De acuerdo?
confirm-save-elsewhere = { $no } y luego { $save } la guardan en otro sitio.
key-help-delete-before-under-the-cursor = borrar antes del cursor / bajo el cursor
key-help-move-in-the-line = moverse por la línea
key-bar-settings = ajustes
key-help-settings-theme-characters-names-level = ajustes: tema, caracteres, nombres, nivel, motor
key-bar-move = mover
key-help-save-the-settings-and-use-them = guardar los ajustes (y usarlos)
key-help-back-to-the-setup-screen-unsaved = volver a la configuración de la mesa, sin guardar
key-help-change-the-value-move-in-a-line = cambiar el valor; moverse por una línea
key-help-to-the-start-end-of-a-line = al principio / al final de una línea
key-help-clear-a-line = vaciar una línea
key-context-settings = Ajustes
key-context-connect = Jugar con alguien en otro ordenador
key-help-connect-line = elegir ofrecer, unirse o seguir, o una línea
key-help-connect-go = ofrecer, unirse o seguir, o la línea siguiente
key-help-connect-back = dejar de esperar o de llamar; volver a la configuración de la mesa
key-bar-learn = aprender
key-help-learn-to-play-the-lessons = aprender a jugar: las lecciones
key-bar-try = probar
key-help-open-a-lesson-try-the-move-typed = abrir una lección, probar la jugada escrita, seguir tras una buena
key-help-choose-a-lesson-or-a-task = elegir una lección, o una tarea de la lección
key-help-move-the-cursor-choose-a-lesson = mover el cursor en el tablero, elegir una lección
key-help-the-first-step-of-a-right-move = la pista: el primer paso de una jugada buena
key-help-back-to-the-lessons-or-the-setup-screen = volver a las lecciones, o a la configuración de la mesa
key-bar-coach = entrenador
key-help-the-coach-on-or-off = el entrenador, sí o no: un aviso tras una jugada arriesgada
coach-on = El entrenador está activado: habla tras una jugada que deje una pieza al alcance de un salto, o que pierda una captura o una victoria.
coach-off = El entrenador está desactivado.
coach-missed-win = Entrenador: { $win } ganaba enseguida (marcada).
coach-missed-capture = Entrenador: { $there } capturaba (marcada).
coach-missed-forced-win = Entrenador: { $win } ganaba a la fuerza, según el motor (marcada).
coach-left-jumpable = Entrenador: ahora { $by } salta su pieza de { $piece }.
key-context-learn = Lecciones y problemas
key-bar-puzzles = problemas
key-help-puzzles-made-by-the-engine = problemas hechos por el motor, con puntuación

## El ordenador y las pistas

computer-hint-why = Pista: { $move }, marcada ~ ~: { $why }. { $key } la juega.
hint-why-wins = gana en { $count ->
    [one] una jugada
   *[other] { $count } jugadas
}
hint-why-stops-loss = evita perder en la próxima jugada
hint-why-material = gana { $count ->
    [one] una pieza
   *[other] { $count } piezas
}
hint-why-saves = salva { $count ->
    [one] una pieza amenazada
   *[other] { $count } piezas amenazadas
}
hint-why-holds-out = la partida está perdida: así se resiste más
hint-why-quiet = una jugada tranquila
computer-no-move = El ordenador no encontró ninguna jugada.
computer-paused-stopped = En pausa: el ordenador ha dejado de pensar. { $key } lo deja seguir.
computer-hint-stopped = Sin pista: detenida.
computer-is-paused-undo = { $name } está en pausa: { $pause } lo deja seguir, { $undo } deshace jugadas.
computer-wait = Espera: { $name } está pensando ({ $undo } deshace jugadas, { $cancel } pausa).
computer-declines-draw = { $name } rechaza las tablas: el ordenador sigue jugando.
computer-none = En esta partida no juega el ordenador.
computer-paused-waits = En pausa: el ordenador espera. { $key } lo deja seguir.
computer-plays-on = El ordenador sigue jugando.
computer-hint-over = La partida ha terminado: no hay pista.
computer-hint-person = Las pistas son para una persona a la que le toca mover.
computer-hint-looking = Buscando una pista… ({ $key } la detiene)
computer-depth = profundidad { $depth }
computer-status-paused = { $name } ({ $level }) está en pausa: { $key } lo deja seguir.
computer-status-thinking = { $name } está pensando ({ $level }{ $depth })…
computer-status-hint = Buscando una pista ({ $level }{ $depth })… { $key } la detiene.
machine-engine = Motor
engine-named = Motor: { $name }
setup-engine-where = Para jugar contra un motor externo, ponga engine = "CMD" en el archivo de preferencias (vea docs/configuration.md).
engine-not-set = No hay ningún motor configurado (engine = "CMD" en las preferencias)
engine-failed = { $name } falló ({ $why })
engine-handed-over = { $why }: ahora usted juega por { $side }.

## La pantalla de repetición

replay-title = Yoté: repetición
replay-title-move = { $move } (de { $total })
replay-title-start = el principio (de { $total })
replay-board = Tablero (repetición)
replay-at-start = Ya estás al principio.
replay-at-end = Ya estás en la última jugada.
replay-over-here = aquí la partida ha terminado: retrocede para seguir desde una jugada anterior
replay-end = Fin de la partida. { $who }: { $why }.
replay-start = El principio: aún no hay jugadas ({ $count } en la partida). { $key } avanza.
replay-move-of = Jugada { $number } de { $total }
replay-played = juega { $move }.

## Avisos: partida reanudada, repetición, revancha, terminal pequeña

app-resumed = Partida sin terminar reanudada: { $count ->
    [one] 1 jugada
   *[other] { $count } jugadas
}. Cada jugada se guarda sola.
app-replay = Repetición: { $step } paso, { $jump } salto, { $play_on } sigue desde aquí, { $close } vuelve.
app-redo-later = { $key } rehace { $count ->
    [one] la jugada que seguía
   *[other] las { $count } jugadas que seguían
}.
app-play-on = Se sigue desde la jugada { $number } como partida nueva.
app-rematch = Revancha: mismas reglas, colores cambiados.
app-draw-declined = { $name } rechaza las tablas.
app-new-game = Nueva partida con las mismas reglas y jugadores.
app-enlarge = Agranda la terminal, por favor.
app-needed = Hace falta { $width }×{ $height }; ahora hay { $now_width }×{ $now_height }.
app-keys-ignored = Hasta entonces se ignoran las teclas.
app-keys-ignored-count = { $count ->
    [one] 1 tecla ignorada
   *[other] { $count } teclas ignoradas
} hasta entonces.

## La oferta de reanudar una partida sin terminar

resume-unreadable = No se pudo leer la partida guardada sola (se conserva): { $message }
resume-moves = { $count ->
    [one] 1 jugada hecha
   *[other] { $count } jugadas hechas
}
resume-resume = reanudarla
resume-discard = descartarla
resume-or-new = o prepara abajo una partida nueva
resume-title = Hay una partida sin terminar

## Los diálogos de archivo, las notas del guardado automático, abrir y guardar, la pantalla de ajustes

file-save-title = Guardar la partida
file-open-title = Abrir una partida guardada
file-name = Nombre del archivo:
file-folder = (un nombre sin carpeta va en { $folder })
file-overwrite-ask = { $path } ya existe. ¿Sobrescribirlo?
file-overwrite = sobrescribir
file-keep-it = conservarlo
file-save = guardar
file-open = abrir
file-cancel = cancelar
file-clear = borrar
file-not-overwritten = No se ha sobrescrito: elige otro nombre.
file-type-a-name = Escribe primero un nombre de archivo.
file-no-games = Aún no hay partidas guardadas ni archivadas en la carpeta de datos.
file-games = Partidas guardadas y archivadas ({ $count }); { $keys } para elegir:
file-games-some = Partidas guardadas y archivadas ({ $shown } de { $count }, pase de la última para ver más); { $keys } para elegir:
file-reading = Leyendo las partidas guardadas y archivadas…
file-does-not-read = { $file } no se puede leer
file-delete = borrar
file-delete-ask = ¿Borrar { $path }? No se podrá recuperar.
file-delete-archived-ask = { $path } es una partida terminada del archivo. ¿Borrarla?
file-delete-archived-sure = ¿Seguro que quiere borrar para siempre la partida archivada { $path }?
file-deleted = Borrado { $path }.
file-not-deleted = No se ha borrado: { $why }
file-not-deleted-kept = No se ha borrado: la partida se conserva.
file-choose-to-delete = Elija antes una partida de la lista para borrarla.
file-autosave-not-deleted = Un autoguardado no se borra desde aquí: es la copia viva de una partida.
file-game = { $white } contra { $black } · { $count ->
    [one] 1 jugada
   *[other] { $count } jugadas
} · { $result }
file-unfinished = sin terminar
file-drawn = tablas
file-won = ganó { $name }

saves-no-data-folder = no se encontró ninguna carpeta de datos (YOTE_DATA_DIR indica una)
saves-other-game-running = Hay otra partida abierta en esta carpeta de datos: esta se guarda sola en { $path }.
saves-all-slots-taken = { $count ->
    [one] ya hay otra partida abierta
   *[other] ya hay otras { $count } partidas abiertas
} en { $folder }
saves-not-autosaved = Esta partida no se guarda sola: { $why }.
saves-not-saved = Esta partida no está guardada: { $why }.
saves-autosave-off = El guardado automático está desactivado: { $why }; { $key } guarda la partida.
saves-earlier-not-kept = no se pudo conservar la partida guardada sola anterior: { $why }
saves-archived = La partida terminada se conserva como archive/{ $name }.
saves-not-archived = No se pudo archivar la partida terminada: { $why }.
saves-works-again = El guardado automático vuelve a funcionar: la partida está guardada.
saves-kept-unreadable = La partida guardada sola ilegible se conserva como { $path }.
saves-kept-earlier = La partida anterior se conserva como { $path }.
saves-cannot-autosave = No se puede guardar automáticamente: { $why }.
saves-state-off = ⚠ sin autoguardado
saves-state-failing = ⚠ sin guardar
saves-exists = { $path } ya existe
saves-not-a-file-retype = { $path } es { $what }, no un archivo: escribe otro nombre
saves-file-in-the-way = { $path } es un archivo, no una carpeta
saves-no-such-folder = la carpeta { $folder } no existe
saves-no-permission = no hay permiso para escribir en { $folder }
saves-disk-full = el disco de { $folder } está lleno
saves-read-only = { $folder } está en un disco de solo lectura
saves-is-a-folder = { $path } es una carpeta
saves-cannot-save = no se puede guardar en { $path }: { $error }

app-opened = Se ha abierto { $file }. { $what }
app-opened-finished = Una partida terminada: { $step } la recorren, { $play_on } sigue desde una jugada.
app-opened-unfinished = { $count ->
    [one] 1 jugada hecha
   *[other] { $count } jugadas hechas
}. { $key } las repite.
app-saved-to = Partida guardada en { $path }.
app-not-saved = No se ha guardado: { $why }.
app-discarded = Se descartó la partida sin terminar.
app-cannot-discard = No se puede descartar: { $why }
app-cannot-replay = No se puede repetir la partida: { $why }
app-cannot-resume = No se puede reanudar: { $why }
app-prefs-saved = Guardado en { $path }; ya está en uso.
app-not-remembered = No se han recordado los nombres ni las reglas: { $why }
app-no-game-to-save = no hay ninguna partida que guardar

settings-title = Yoté · Ajustes
settings-theme = Tema
settings-glyphs = Caracteres
settings-white-name = Nombre de Blancas
settings-black-name = Nombre de Negras
settings-level = Nivel del ordenador
settings-rules-file = Archivo de reglas
settings-theme-auto = automático
settings-theme-dark = oscuro
settings-theme-light = claro
settings-theme-high-contrast = alto contraste
settings-theme-basic = básico (16 colores)
settings-theme-monochrome = monocromo
settings-glyphs-auto = automáticos (según el sistema)
settings-glyphs-unicode = Unicode
settings-glyphs-ascii = ASCII
settings-level-unset = sin fijar (por defecto: { $level })
settings-no-config = sin carpeta de configuración
settings-file = Archivo: { $file }
settings-rules-file-note = Un archivo de reglas se busca en la carpeta de configuración; ~/ es la carpeta personal.
settings-engine = Orden del motor
settings-engine-time = Tiempo del motor (ms)
settings-engine-unset = ninguna (no hay motor que juegue)
settings-engine-time-unset = sin fijar (por defecto: { $ms })
settings-engine-note = El motor: un programa y sus argumentos (sin shell); vacío si no hay. Su tiempo por jugada: de { $min } a { $max } ms.
settings-unreadable = No se ha guardado: el archivo no se puede leer ({ $problem }); corrígelo o bórralo antes.
settings-no-folder = No se ha guardado: no se conoce ninguna carpeta de configuración.
players-versus = contra

## Por debajo del tamaño mínimo: cómo salir.
app-small-quit = Pulsa q o Ctrl-C para salir.

## La pantalla de ajustes, con theme = "auto": qué eligió y por qué.
theme-auto-chose = auto ({ $theme })
theme-auto-why = Automático eligió { $theme }: { $why }.
theme-why-no-color = NO_COLOR está definida
theme-why-true-colour = tu terminal dice que tiene color verdadero
theme-why-256-colours = tu terminal dice que tiene 256 colores
theme-why-not-true-colour = tu terminal no dijo que tenga color verdadero

## Las amenazas del tablero, en la línea de estado.
threats-can-take = × { $name } captura { $count } (+{ $second } a su elección)
threats-in-danger = ! { $name } arriesga { $count } en la próxima
threats-hand-exposed = , y la mano

# La pantalla del análisis (src/tui/review/).
key-bar-review = analizar
key-help-review-every-move-with-the-engine = analizar cada jugada con el motor (Esc lo detiene)
key-bar-marks = jugadas marcadas
key-help-previous-next-marked-move-review = la jugada marcada ?! ? ?? anterior / siguiente (análisis)
review-tui-title = Análisis de Yoté
review-tui-board = Tablero (análisis)
review-tui-summary = Resumen
review-tui-summary-waits = El resumen llega con el análisis.
review-tui-summary-none = Sin analizar.
review-tui-graph = Evaluación, piezas (Blancas arriba, Negras abajo)
review-tui-running = Analizando: { $done } de { $total } posiciones · { $key } detiene
review-tui-stopped = Análisis detenido.
review-tui-stopped-again = Análisis detenido. { $key } lo empieza de nuevo.
review-tui-not-ready = El análisis aún no está listo.
review-tui-no-more-marks = No hay más jugadas marcadas en ese sentido.
review-tui-ready = Analizada. { $marks } salta a las jugadas marcadas; { $play_on } sigue desde cualquier jugada.

setup-clock = Reloj (min + s por jugada)
setup-clock-custom = propio…
setup-clock-custom-hint = { $key } para escribirlo
setup-clock-typing = Escribe minutos + segundos añadidos por jugada: 5+3, o 0.5+0 (minutos con decimales); con ventaja, el de Blancas y luego el de Negras: 5+3/3+2. { $key }: listo.
setup-clock-custom-first = escribe primero el control de tiempo propio en la línea del reloj, o elige otro
clock-paused = En pausa: el tablero se oculta mientras los relojes están parados. { $key } para seguir.
clock-paused-line = En pausa: el tablero se oculta mientras los relojes están parados, hasta que los dos ordenadores estén conectados.
clock-paused-note = Relojes en pausa ({ $key } para seguir)
clock-running = Los relojes vuelven a correr
clock-flag-fell = { $name }: cayó la bandera
clock-no-take-back = Cayó la bandera: la partida queda como terminó, no se deshace nada

## Jugar con alguien en otro ordenador, desde la pantalla de inicio.
setup-network = Jugar con alguien en otro ordenador ›
connect-title = Jugar con alguien en otro ordenador
connect-rules = Reglas: { $rules }
connect-host = Crear una partida: juegas con las blancas como { $name }; el otro jugador se une con un código
connect-join = Unirse a una partida: escribe el código y la dirección que da el anfitrión (eres { $name })
connect-starting = Empezando a escuchar…
connect-code = Código
connect-address = Dirección
connect-addresses = El otro jugador puede llegar a este ordenador en:
connect-tell = Dile al otro jugador: yote join { $code } { $address }
connect-join-example = Un código es como 7-ocean-violet; una dirección es HOST o HOST:PUERTO, p. ej. 192.168.1.20:9683
connect-no-address = escribe la dirección del anfitrión (HOST o HOST:PUERTO)
connect-calling = Llamando a { $address }…
connect-cannot-host = No se puede crear la partida: { $why }
connect-keys-choose = { $choose } { $go } elegir · { $back } volver
connect-keys-hosting = { $back } dejar de esperar
connect-clock = Con reloj: { $clock } (también para quien se une)
connect-clock-none = Sin reloj
connect-clock-unset = El reloj personalizado de la pantalla inicial no tiene tiempo: la partida se ofrece sin reloj
connect-clock-host-decides = El reloj de quien ofrece la partida es el de la partida: el de esta pantalla ({ $clock }) no se usa al unirse
connect-resume = Seguir la partida con { $name } ({ $moves }), con un código nuevo
net-clock-paused = Los relojes están en pausa.
net-on-clock = Con reloj: { $clock }.
net-clock-no-pause = Entre dos ordenadores los relojes solo se paran mientras la conexión está caída.
net-calling-in = Esperando a que vuelva { $name }: se llama otra vez en { $seconds } s (intento { $attempt })…
net-gave-up = No se puede volver a llamar a { $name }: { $why }. La partida se guarda.
