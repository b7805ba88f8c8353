# Lekce a úlohy: proč pokus minul cíl, odmítnutý soubor lekcí, slova
# příkazů a texty všech lekcí (id ze src/learn/lessons.toml).

## Proč pokus nesplnil cíl, podle pozice.

learn-miss-not-a-drop = To není položení: položte kámen z ruky na prázdné pole.
learn-miss-not-a-step = To není tah o jedno pole: táhněte svým kamenem na sousední pole.
learn-miss-no-capture = Tím nic neberete: { $there } přeskočí kámen.
learn-miss-too-few = Tím berete { $taken ->
    [one] jeden kámen
    [few] { $taken } kameny
   *[other] { $taken } kamenů
}, a úloha chce { $needed }: { $there } je vezme.
learn-miss-jumpable = Potom { $by } přeskočí váš kámen na { $piece }.
learn-miss-no-win = Engine pak nevidí žádnou vynucenou výhru: { $win } vyhrává.
learn-miss-worse = { $best } je lepší, o { $by } kamene.
learn-miss-no-draw = Partie pokračuje: to není remíza.
learn-miss-not-listed = Tento ne: podívejte se na { $there }.

## Odmítnutý soubor lekcí nebo úloh: kde a co.

learn-file-refused-key = { $file }, řádek { $line }, { $key }: { $problem }
learn-file-refused-line = { $file }, řádek { $line }: { $problem }
learn-file-refused = { $file }: { $problem }
learn-file-unread = { $file } nelze přečíst: { $error }
learn-file-not-text = { $file } není text (UTF-8)
learn-file-unknown-goal = '{ $found }' není cíl (drop, step, capture, take, safe, win, best, draw, list)
learn-file-goal-number = cíli '{ $goal }' chybí číslo (n), hloubka nebo tahy, nebo je některé mimo rozsah
learn-file-move = '{ $token }': { $error }
learn-file-duplicate = id '{ $id }' je zapsané dvakrát

## `yote learn`

cli-from = Začne z této pozice (docs/rules.md §5.1) místo od začátku, např. '6/6/2w3/1b4/6 w 11 11 2'.
cli-learn = Lekce: otevřít je, vypsat jako JSON, nebo je ověřit.
cli-learn-json = Vypíše každou lekci a její úlohy jako JSON.
cli-learn-check = Ověří enginem každou úlohu; skončí s 1 a jménem první, která selže.
cli-learn-file = Načte lekce ze souboru FILE místo dodaných.
learn-check-ok = Ověřeno úloh: { $count }; každá má tah, který splní cíl, a tah, který ne.
learn-check-over = úloha { $task }: partie v její pozici už skončila
learn-check-unsolvable = úloha { $task }: cíl nesplní žádný platný tah
learn-check-hint = úloha { $task }: její rada { $hint } cíl nesplní
learn-check-no-wrong = úloha { $task }: cíl splní každý platný tah, takže nic nenaučí
learn-screen-soon = Obrazovka lekcí se otevírá z terminálové hry.
