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

cli-from = Začne z této pozice (docs/rules.md, oddíl 5.1) místo od začátku, např. '6/6/2w3/1b4/6 w 11 11 2'.
cli-learn = Lekce: otevřít je, vypsat jako JSON, nebo je ověřit.
cli-learn-json = Vypíše každou lekci a její úlohy jako JSON.
cli-learn-check = Ověří enginem každou úlohu; skončí s 1 a jménem první, která selže.
cli-learn-file = Načte lekce ze souboru FILE místo dodaných.
learn-check-ok = Ověřeno úloh: { $count }; každá má tah, který splní cíl, a tah, který ne.
learn-check-over = úloha { $task }: partie v její pozici už skončila
learn-check-unsolvable = úloha { $task }: cíl nesplní žádný platný tah
learn-check-hint = úloha { $task }: její rada { $hint } cíl nesplní
learn-check-no-wrong = úloha { $task }: cíl splní každý platný tah, takže nic nenaučí

## `yote puzzles`

cli-puzzles = Úlohy: otevřít je, vytvořit soubor úloh, vypsat ho nebo ověřit.
cli-puzzles-json = Vypíše úlohy (dodané, nebo ze souboru FILE) jako JSON.
cli-puzzles-check = Znovu ověří enginem každou úlohu souboru FILE; skončí s 1 a jménem první, která selže.
cli-puzzles-file = Soubor úloh pro --json.
cli-generate = Vytvoří soubor úloh z partií, které engine hraje sám se sebou.
cli-generate-count = Kolik úloh.
cli-generate-seed = Semínko: stejné semínko dá stejné úlohy.
cli-generate-output = Soubor, který se zapíše (atomicky).
puzzles-generated = Zapsáno úloh: { $count }, do { $file } za { $seconds } s ({ $per_minute } za minutu).
puzzles-check-ok = Ověřeno úloh: { $count }; první tah každé je stále nejlepší o svůj rozdíl.
puzzles-check-not-best = úloha { $id }: nejlepší tah enginu je teď { $best }
puzzles-check-margin = úloha { $id }: první tah je lepší o { $found }, a soubor uvádí { $said }

## Obrazovka lekcí.

learn-title = Naučte se hrát
learn-lesson-tasks = { $count ->
    [one] Jedna úloha
    [few] { $count } úlohy
   *[other] { $count } úloh
}; hvězdy { $stars }. Enter otevře lekci.
learn-task-of = { $lesson }: úloha { $number } z { $count }
learn-your-move = Váš tah:
learn-right = Správně! { $stars }  Enter: na další.
learn-hint = Rada: začněte na { $square }.
learn-not-kept = Postup se neuložil: { $why }
learn-set-aside = Soubor s postupem lekcí byl poškozený; zůstal jako { $file } a začíná nový.

## Obrazovka úloh.

puzzles-title = Úlohy: hodnocení { $rating }, série { $streak } (nejlepší { $best })
puzzles-none = Žádné úlohy k zobrazení.
puzzles-find = Na tahu: { $side }. Najděte vyhrávající tah (úloha { $id }, hodnocení { $rating }).
puzzles-wrong = { $tried } to není: správný tah byl { $best }.
puzzles-go-on = Správně, a odpověď je na desce: pokračujte.
puzzles-solved = Vyřešeno!
puzzles-next = Enter: další úloha.

## Texty lekcí: název a úvod každé lekce, co chce každá úloha a proč je
## její odpověď správná.

lesson-drop-title = Položit kámen
lesson-drop-intro = Každý hráč začíná se všemi kameny v ruce. Na tahu může jeden z nich položit na kterékoli prázdné pole.
task-drop-centre-goal = Položte kámen na prostřední pole b2.
task-drop-centre-why = Kámen uprostřed dosáhne na víc polí než kámen na okraji.
task-drop-safe-goal = Položte kámen tam, kde ho Černý kámen na a1 nemůže přeskočit.
task-drop-safe-why = Kámen lze přeskočit jen ze sousedního pole, na prázdné pole hned za ním.
lesson-step-title = Tah o jedno pole
lesson-step-intro = Na tahu můžete také táhnout svým kamenem o jedno pole nahoru, dolů, doleva nebo doprava, na prázdné pole. Nikdy šikmo.
task-step-any-goal = Táhněte kamenem z b2 na sousední pole.
task-step-any-why = O jedno pole, rovně: to je tah o jedno pole.
task-step-away-goal = Černý kámen na a1 může přeskočit váš b1 na c1. Odtáhněte b1 do bezpečí.
task-step-away-why = Daleko od a1 nemá kámen vedle sebe nic, co by ho mohlo přeskočit.
lesson-capture-title = Přeskočit a brát
lesson-capture-intro = Kámen vedle soupeřova kamene ho může přeskočit na prázdné pole hned za ním: soupeřův kámen je sebrán.
task-capture-one-goal = Seberte Černému kámen na a2.
task-capture-one-why = a1 přeskočí a2 a dopadne na prázdné a3.
task-capture-open-goal = Najděte jediné braní: ostatní skoky by dopadly na obsazená pole.
task-capture-open-why = Jen za c3 je prázdné pole, b3. Braní bere i druhý kámen: vysvětlí to příští lekce.
lesson-second-title = Druhý kámen
lesson-second-intro = Po každém braní vezmete z desky ještě druhý soupeřův kámen, který chcete.
task-second-two-goal = Berte a vezměte Černému jedním tahem dva kameny.
task-second-two-why = Skok vezme b2 a druhý kámen je d4: Černý má o dva méně.
task-second-choose-goal = Berte a zvolte druhý kámen tak, aby Černý nemohl brát zpět.
task-second-choose-why = Váš kámen dopadne na b3, kde by ho mohl přeskočit a3: vezměte a3 jako druhý kámen.
lesson-hand-title = Druhý kámen z ruky
lesson-hand-intro = Tato lekce zapíná volbu »Druhý kámen z ruky«: druhý kámen smí být i ze soupeřovy ruky.
task-hand-take-goal = Černý nemá na desce jiný kámen: berte a druhý vezměte Černému z ruky.
task-hand-take-why = S touto volbou není ruka v bezpečí: a1xa3/h z ní jeden kámen vezme.
task-hand-or-board-goal = Z desky, nebo z ruky: který druhý kámen je nejlepší?
task-hand-or-board-why = a3 by přeskočil váš kámen na b3; vzít ho z desky je víc než kámen z ruky.
lesson-won-title = Výhra
lesson-won-intro = Vyhráváte, jakmile soupeři zbude jeden kámen nebo žádný, na desce a v ruce dohromady.
task-won-capture-goal = Černému zbývají tři kameny. Vyhrajte jedním tahem.
task-won-capture-why = Skok a druhý kámen vezmou dva: Černému zbude jediný.
lesson-drawn-title = Remíza
lesson-drawn-intro = Partie končí remízou, když se stejná pozice objeví potřetí, a se zapnutou volbou, když oběma hráčům zbude jen pár kamenů.
task-drawn-few-goal = Zde je remíza, když mají oba tři kameny nebo méně. Udělejte remízu hned.
task-drawn-few-why = Po braní máte tři a Černý dva: oba jsou na hranici.
lesson-safe-title = Bezpečná pole
lesson-safe-intro = Než táhnete, podívejte se, co bude moci soupeř potom přeskočit. Nenechávejte kámen vedle soupeřova, když je za ním prázdné pole.
task-safe-drop-goal = Položte kámen tam, kde ho Černý b2 nemůže přeskočit.
task-safe-drop-why = Vedle b2 je kámen v bezpečí jen tam, kde pole za ním leží mimo desku (a2, b1); dál od b2 kdekoli.
task-safe-block-goal = Černý b2 ohrožuje váš c2. Zachraňte ho.
task-safe-block-why = Odtáhněte, berte dřív, nebo obsaďte d2, pole, které skok potřebuje.
lesson-double-title = Dvojí hrozba
lesson-double-intro = Tah, který ohrožuje dva kameny najednou: soupeř může zachránit jen jeden.
task-double-drop-goal = Položte kámen, který ohrozí oba Černé kameny.
task-double-drop-why = Z b2 můžete příště přeskočit b3 nebo c2, a b2 sám přeskočit nelze.
lesson-mandatory-title = Povinné braní
lesson-mandatory-intro = S volbou »Povinné braní« musí hráč, který může brát, brát. Položení ani tah o jedno pole se pak nepřijmou.
task-mandatory-safe-goal = Musíte brát. Zvolte braní, po kterém nezůstane žádný váš kámen k přeskočení.
task-mandatory-safe-why = Na d3 nemá váš kámen nic vedle sebe; na b3 by ho mohly přeskočit a3 i b4.
lesson-multi-title = Vícenásobný skok
lesson-multi-intro = S volbou »Vícenásobný skok« smí po braní tentýž kámen skákat dál, znovu a znovu, v jednom tahu.
task-multi-two-goal = Seberte jedním tahem dva kameny.
task-multi-two-why = a1 přeskočí a2 na a3, pak b3 na c3: jeden tah, dva kameny.
task-multi-three-goal = Seberte jedním tahem tři kameny.
task-multi-three-why = a3, c3, pak c1: každý skok dopadne tam, kde začíná další.
lesson-bonus-title = Tah navíc
lesson-bonus-intro = S volbou »Tah navíc« následuje po tahu, který bere, ještě jeden tah téhož hráče.
task-bonus-twice-goal = Vyhrajte dvěma tahy: berte a tahem navíc berte znovu.
task-bonus-twice-why = Jako druhý kámen vezměte d4 a b3 si nechte na skok navíc: a3 ho přeskočí na c3.
lesson-own-title = Přeskakování vlastních kamenů
lesson-own-intro = S volbou »Přeskakování vlastních kamenů« smí kámen přeskočit i váš vlastní; nic se nebere.
task-own-escape-goal = Černý a1 ohrožuje váš b1 a c1 není úkryt. Zachraňte b1.
task-own-escape-why = b1 přeskočí váš b2 na b3, kam nic nedosáhne.
lesson-stuck-title = Žádný platný tah
lesson-stuck-intro = Hráč, který na tahu nemá žádný platný tah, prohrává (volba pravidel může místo toho dát výhru tomu, kdo má víc kamenů).
task-stuck-close-goal = Nechte Černého bez platného tahu.
task-stuck-close-why = S obsazeným d4 nemohou Černé kameny táhnout ani skákat: Černý prohrává.
lesson-first-title = Vaše první partie
lesson-first-intro = Standardní hra: deska 5×6, každý dvanáct kamenů. Zde hrajete za Černého.
task-first-capture-goal = Bílý c3 stojí vedle vašeho d3. Najděte nejlepší tah.
task-first-capture-why = d3 přeskočí c3 na b3 a vezme i c2: náskok dvou kamenů.
learn-on-board = Hrajte na desce (šipky, Enter, kliknutí; H: ruka, s: stop) nebo tah napište (@b2, b1-b2, a1xa3/c3).
learn-checking = Engine úlohu ověřuje…
learn-coached-game = Zahrát si první hru s trenérem
learn-coached-game-about = Proti počítači na snadné úrovni, se zapnutým trenérem: po každém tvém tahu upozorní, když nechá kámen k přeskočení nebo mine braní či výhru, a označí lepší tah.
