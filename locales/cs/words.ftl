# Slova pro data enginu: barvy hráčů, odmítnuté tahy a jak partie skončila.

color-white = Bílý
color-black = Černý

## Tahy, které nejsou zápisem, a kde v seznamu stojí odmítnutý tah, na
## příkazové řádce a v souborech (`yote::words`).

malformed-empty = prázdný tah
malformed-spaces = tah se píše bez mezer
malformed-missing-square = chybí pole
malformed-not-a-square = '{ $text }' není pole
malformed-removal-without-capture = druhý kámen odebírá jen braní (s 'x')
move-replay = { $at } '{ $token }': { $error }

## Proč se tah odmítá: jedna tabulka (`yote::words::refusals`) pro
## příkazovou řádku, soubory i terminálovou hru. $name je strana: jméno
## hráče ve hře, jméno barvy ("Bílý") na příkazové řádce; každá věta bere
## jméno tak, jak je, v 1. pádě a se slovesem v přítomném čase (bez rodu).
## Klíč pravidel, "(multi_jump = false)", přidává příkazová řádka sama.

refusal-off-board = { $square } leží mimo desku { $rows }×{ $columns }
refusal-game-over-why = partie skončila ({ $reason })
refusal-empty-hand = { $name } už nemá v ruce žádné kameny
refusal-occupied = pole { $square } není prázdné
refusal-not-own-piece = { $name } nemá na { $square } žádný kámen
refusal-removed-not-enemy = { $name } nemá na { $square } žádný kámen k odebrání
refusal-not-step-or-jump = z { $from } na { $to }: kámen táhne o jedno pole nebo skáče o dvě, nahoru, dolů, doleva nebo doprava, nikdy šikmo
refusal-jump-over-empty = na { $square } není žádný kámen k přeskočení
refusal-capture-written-as-jump = na { $square } stojí soupeřův kámen: braní se píše s 'x' ({ $from }x{ $to })
refusal-own-jumps-off = v této partii kámen nesmí přeskakovat vlastní kameny
refusal-single-jump-only = v této partii kámen skáče jen jednou za tah
refusal-not-a-jump = z { $from } na { $to } není skok: skok vede o dvě pole nahoru, dolů, doleva nebo doprava
refusal-no-enemy-jumped = na { $square } nestojí soupeřův kámen
refusal-removed-twice = kámen na { $square } už je vybraný
refusal-removed-jumped = kámen na { $square } byl přeskočen: druhý kámen musí být jiný
refusal-chain-must-go-on = kámen na { $square } může skákat dál a braní je povinné
refusal-hand-not-allowed = v této partii se druhý kámen bere z desky, ne z ruky
refusal-hand-has-too-few = { $name } má v ruce { $count ->
    [one] 1 kámen
    [few] { $count } kameny
   *[other] { $count } kamenů
}
refusal-no-second-piece = toto braní nebere druhý kámen: { $name } nemá jiný kámen, který by šel vzít
refusal-too-many-second = toto braní bere { $count ->
    [one] 1 druhý kámen
    [few] { $count } druhé kameny
   *[other] { $count } druhých kamenů
}
refusal-board-first = druhý kámen se bere z desky, dokud tam { $name } má kameny
refusal-hand-only = { $name } nemá na desce žádný jiný kámen: druhý kámen se bere z ruky
refusal-more-second-or-hand = je třeba vzít ještě { $count ->
    [one] 1 druhý kámen
    [few] { $count } druhé kameny
   *[other] { $count } druhých kamenů
}, z desky nebo z toho, co má { $name } v ruce
refusal-more-second = je třeba vzít ještě { $count ->
    [one] 1 druhý kámen
    [few] { $count } druhé kameny
   *[other] { $count } druhých kamenů
} z desky
refusal-capture-mandatory = je možné brát a braní je povinné
refusal-not-legal = { $move } tu není platný tah

## Vlastní odmítnutí volby na desce v terminálové hře (`tui::words`);
## "partie skončila" také pro `yote analyze`.

refusal-unreachable = { $move } odsud nelze zvolit: stiskněte Esc a začněte znovu
refusal-no-move = kámen na { $square } nemá žádný platný tah
refusal-nothing-to-take = teď není žádný druhý kámen k odebrání
refusal-no-chain = není žádná řada skoků, kterou by šlo ukončit
refusal-must-jump-on = kámen na { $square } musí skákat dál
refusal-game-over = partie skončila
refusal-nothing-to-undo = není žádný tah, který by šlo vrátit
refusal-nothing-to-redo = není žádný tah, který by šlo zopakovat

## Jak partie skončila: kdo vyhrál a proč.

result-wins = { $name } vyhrává
result-draw = Remíza
reason-no-pieces-left = { $name } už nemá žádné kameny
reason-pieces-left = { $name } má už jen { $count ->
    [one] 1 kámen
    [few] { $count } kameny
   *[other] { $count } kamenů
}
reason-few-pieces = oběma hráčům zbývá nejvýš { $count ->
    [one] 1 kámen
    [few] { $count } kameny
   *[other] { $count } kamenů
}
reason-repetition = stejná pozice nastala { $count }krát
reason-no-move = { $name } nemá žádný platný tah
reason-no-move-more = { $name } nemá žádný platný tah; { $leader } má víc kamenů, { $more } : { $fewer }
reason-no-move-equal = { $name } nemá žádný platný tah; oba mají { $count ->
    [one] 1 kámen
    [few] { $count } kameny
   *[other] { $count } kamenů
}
reason-agreed = hráči se dohodli na remíze
reason-resigned = { $name } se vzdává
reason-out-of-time = { $name } prohrává na čas
reason-out-of-time-no-win = { $name }: čas vypršel, ale { $other } nemohl vyhrát
reason-move-limit = partie dosáhla { $count ->
    [one] 1 tahu
   *[other] { $count } tahů
}

## Volby pravidel a úrovně, kdekoli se jmenují.

second-piece-board = Standardní
second-piece-board-or-hand = Druhý kámen z ruky
second-piece-hand-if-board-empty = Komerční vydání
second-piece-board-explain = Druhý kámen se musí vzít z desky; kameny v ruce jsou v bezpečí.
second-piece-board-or-hand-explain = Druhý kámen se smí vzít z desky, nebo ze soupeřovy ruky.
second-piece-hand-if-board-empty-explain = Druhý kámen se bere z desky, a když na ní žádný není, z ruky.
level-easy = Lehká
level-medium = Střední
level-hard = Těžká

## Soubor pravidel a --set: čím má hodnota být a kde byla

value-string = řetězec { $text }
value-number = číslo { $number }
value-date = datum { $date }
value-list = seznam
value-table = tabulka
takes-whole-or-off = 0 (vypnuto) nebo celé číslo od { $min } do { $max }
takes-whole = celé číslo od { $min } do { $max }
takes-flag = true nebo false
takes-choice = jedno z { $choices }
rules-must-be = { $key } musí být { $what } (nalezeno { $found })
rules-found = nalezeno { $found }
rules-unknown-key = neznámý klíč '{ $found }' (klíče jsou: { $keys })
rules-missing-key = chybí klíč '{ $key }'
rules-not-a-value = '{ $key }' je tabulka ([{ $key }] nebo { $key }.…): soubor pravidel obsahuje jen řádky KLÍČ = HODNOTA (klíče jsou: { $keys })
rules-too-many-pieces = { $key } musí být celé číslo od 1 do { $max } na desce { $rows }×{ $columns } (nalezeno { $found })
rules-win-not-below = { $key } musí být celé číslo od 0 do { $max } (pieces_per_player − 1), nalezeno { $found }
rules-draw-above = { $key } musí být celé číslo od 0 do { $max } (pieces_per_player), nalezeno { $found }
rules-not-toml = neplatný TOML: { $message }
toml-control-character = sloupec { $column } obsahuje { $kind ->
        [nul] bajt NUL (U+0000)
       *[other] řídicí znak { $code }
    }, který TOML nikde nepřipouští
rules-not-assignment = očekáváno KLÍČ=HODNOTA
rules-control-character = hodnota --set je jeden řádek textu: nesmí obsahovat zalomení řádku ani jiný řídicí znak
place-file-line = { $file }, řádek { $line }
place-line = řádek { $line }
rules-option-help = { $key }: { $what } (výchozí { $default })

## Pravidla na jednom řádku (název přehrávání, nabídka pokračovat, uložené
## partie): "5×6, 12 kamenů na hráče, Standardní, vícenásobný skok"

summary-board = { $rows }×{ $columns }
summary-pieces = { $count ->
    [one] 1 kámen na hráče
    [few] { $count } kameny na hráče
   *[other] { $count } kamenů na hráče
}
summary-first-player = { $side ->
    [white] začíná Bílý
   *[other] začíná Černý
}
summary-mandatory-capture = povinné braní
summary-multi-jump = vícenásobný skok
summary-bonus-move = tah navíc po braní
summary-jump-own-pieces = přeskakování vlastních kamenů
summary-capture-all = vyhrává, kdo sebere všechny kameny
summary-win-at-most = výhra, když soupeři zbude nejvýš { $count ->
    [one] 1 kámen
    [few] { $count } kameny
   *[other] { $count } kamenů
}
summary-draw-at-most = remíza, když oběma zbývá nejvýš { $count ->
    [one] 1 kámen
    [few] { $count } kameny
   *[other] { $count } kamenů
}
summary-no-move-most-pieces = bez platného tahu vyhrává, kdo má víc kamenů
summary-no-repetition-draw = bez remízy opakováním
summary-repetition-draw = remíza, když se pozice zopakuje { $count }krát

## Soubory, které nejdou přečíst nebo zapsat (uložené partie, soubory
## pravidel, předvolby): co je cesta zač, velikosti

file-not-utf8 = není text UTF-8
file-not-a-file = je to { $what }, ne obyčejný soubor
file-too-large = soubor je větší než { $max } ({ $size })
file-size-mib = { $count } MiB
file-size-kib = { $count } KiB
file-size-bytes = { $count ->
    [one] 1 bajt
    [few] { $count } bajty
   *[other] { $count } bajtů
}
file-kind-folder = složka
file-kind-named-pipe = pojmenovaná roura (FIFO)
file-kind-char-device = znakové zařízení
file-kind-block-device = blokové zařízení
file-kind-socket = soket
file-kind-other = zvláštní soubor
file-exists = { $file } už existuje
file-cannot-save = do { $file } nelze uložit: { $error }

# Where the finished game the autosave held went before the next game replaced it.
saves-finished-archived = Poslední dohraná partie je teď v archivu jako archive/{ $name }.
saves-finished-kept-aside = Poslední dohranou partii nešlo archivovat: je uložena v datové složce jako { $name }.
# Why a listed game was not deleted (nothing was).
delete-archived = { $path } je archivovaná partie: maže se jen jako taková
delete-autosave = { $path } je automatické uložení: nemaže se
delete-not-archived = { $path } není v archivu
delete-changed = { $path } už neobsahuje partii ze seznamu: nemaže se

## Uložené partie, které nejdou otevřít: klíče a hodnoty tak, jak je
## soubor píše

saved-newer-format = uloženo novější verzí yote: formát { $found }, tato verze čte formát { $format }
saved-format-not-whole = format musí být celé číslo (nalezeno { $found })
saved-format-too-old = format musí být { $format } (nalezeno { $found })
file-unknown-key = neznámý klíč '{ $key }' (klíče jsou: { $keys })
file-unknown-key-in = neznámý klíč '{ $key }' (klíče [{ $table }] jsou: { $keys })
file-not-a-table = { $key } musí být tabulka, [{ $key }] (nalezeno { $found })
saved-name-too-long = { $key } je delší než { $max ->
    [one] 1 znak
    [few] { $max } znaky
   *[other] { $max } znaků
}
saved-not-a-name = { $key } musí být jméno v uvozovkách (nalezeno { $found })
saved-not-a-computer = { $key } musí být "easy", "medium", "hard" nebo "engine" (nalezeno { $found })
saved-not-a-move-list = moves musí být seznam tahů v notaci, např. ["@c3", "@d3"] (nalezeno { $found })
saved-move-not-text = tah { $number }: tah se píše do uvozovek, např. "@c3" (nalezeno { $found })
saved-not-a-word = { $key } musí být slovo v uvozovkách (nalezeno { $found })
saved-not-a-winner = result.winner musí být "white", "black" nebo "draw" (nalezeno { $found })
saved-not-an-ending = result.by musí být "rules", "agreement", "resignation" nebo "time" (nalezeno { $found })
saved-in-rules = v [rules]: { $problem }
saved-no-result = tahy partii ukončují ({ $ended }), ale soubor nemá [result]
saved-claimed = soubor uvádí: { $claim }, ale tahy končí takto: { $ended }
saved-goes-on = soubor uvádí: { $claim }, ale po jeho tazích partie pokračuje
saved-agreement-not-draw = partie ukončená dohodou je remíza: result.winner musí být "draw"
saved-resignation-draw = vzdání není remíza: result.winner musí být "white" nebo "black"
saved-reason = soubor uvádí důvod "{ $said }", ale tahy končí takto: { $ended }
saved-record = záznam uvádí: { $record }, ale tahy končí takto: { $ended }
saved-claim-wins = { $name } vyhrává { $by ->
    [rules] podle pravidel
    [time] na čas
    [agreement] dohodou
   *[other] vzdáním soupeře
}
saved-claim-draw = remíza { $by ->
    [rules] podle pravidel
    [time] na čas
    [agreement] dohodou
   *[other] vzdáním
}
saved-ended-wins = { $name } vyhrává ({ $reason })
saved-ended-draw = remíza ({ $reason })
saved-clock-dropped = { $key } nelze přečíst: partie pokračuje bez hodin

## Soubor předvoleb: jeho klíče, hodnoty a názvy kláves tak, jak se píšou

prefs-bad-name = { $key }: jméno je jeden neprázdný řádek textu, ne jen mezery
prefs-not-a-command = { $key } musí uvést program a pak jeho argumenty (nalezen prázdný příkaz)
prefs-no-engine = { $key } je "engine", ale není nastaven příkaz motoru (engine = "CMD")
prefs-person-plays = { $problem }; tuto stranu hraje člověk
prefs-not-text = { $key } musí být text v uvozovkách (nalezeno { $found })
prefs-key-problem = { $key }: { $problem }
prefs-defaults-used = { $problem }; použijí se výchozí předvolby
prefs-rules-file-refused = rules_file v předvolbách: { $problem }; použijí se standardní pravidla
prefs-left-as-it-is = soubor předvoleb zůstává beze změny ({ $problem })
prefs-keys-unknown-table = neznámá tabulka kláves '{ $table }' (tabulky jsou: { $tables }); přeskočeno
prefs-keys-unknown-action = neznámá akce (akce tady jsou: { $actions })
prefs-keys-not-a-key = '{ $word }' není klávesa (znak, nebo Enter, Esc, Backspace, Tab, Space, Up, Down, Left, Right, Home, End, PgUp, PgDn, Delete, Insert, F1-F12, případně s Ctrl- před nimi)
prefs-keys-reserved = klávesa { $key } je vyhrazena pro ukončení nebo pozastavení
prefs-keys-types-itself = klávesa { $key } tu píše svůj znak (píše se jméno nebo název souboru): přiřaďte klávesu, která nic nepíše (Enter, Esc, šipku, F1-F12, Ctrl- a písmeno…)
prefs-keys-arrives-as = { $key } přijde jako { $sent }: terminál posílá obě stejně, takže { $key } by nikdy nefungovala; přiřaďte jinou klávesu
prefs-keys-none-given = není zadána žádná klávesa (napište jednu nebo víc, oddělené mezerami)
prefs-keys-clash = klávesa { $key } by byla zároveň '{ $first }' i '{ $second }'
prefs-keys-anywhere-clash = keys.anywhere se kříží s { $table }: { $problem }
prefs-keys-defaults-used = { $problem }; použijí se výchozí klávesy { $table }
prefs-keys-defaults-used-both = { $problem }; použijí se výchozí klávesy keys.anywhere a { $table }
prefs-note-more = { $note } (+{ $count } další na obrazovce nastavení)
prefs-more-problems = { $count ->
    [one] +1 další problém, nevypsaný
    [few] +{ $count } další problémy, nevypsané
   *[other] +{ $count } dalších problémů, nevypsaných
}

## Jak se počítají tahy: po dvojicích, jako v seznamu tahů.

move-number = tah { $number }, { $side }
moves-played = { $count ->
    [one] 1 tah
    [few] { $count } tahy
   *[other] { $count } tahů
}

## Rozbor partie pro `yote review` i obrazovku rozboru ve hře
## (`yote::words::review`). Ztráty v kamenech ($loss: "0,62"); vynucený
## výsledek se počítá ve vlastních tazích hráče, jako výhru počítají rady;
## $number je místo tahu, jak je říká move-number.

review-budget-depth = hloubka { $depth }
review-budget-time = { $ms } ms na pozici
review-best = nejlepší tah
review-as-good = stejně dobrý jako { $best }, nalezený tah
review-lost = { $mark ->
    [inaccuracy] nepřesnost: { $lost }
    [mistake] chyba: { $lost }
    [blunder] hrubá chyba: { $lost }
   *[none] { $lost }
}, lepší { $best } (čekáno: { $line })
review-lost-pieces = ztráta { $loss } kamene
review-lost-forced = soupeř pak vynuceně vyhraje za { $moves ->
    [one] 1 tah
    [few] { $moves } tahy
   *[other] { $moves } tahů
}
review-lost-win = propásl výhru za { $moves ->
    [one] 1 tah
    [few] { $moves } tahy
   *[other] { $moves } tahů
}
review-threat-allowed = potom mohl { $from } přeskočit { $over } na { $to }
review-threat-missed = { $from } mohl přeskočit { $over } na { $to }
review-missed-win = ; propásl výhru za { $moves ->
    [one] 1 tah
    [few] { $moves } tahy
   *[other] { $moves } tahů
}
review-forced-loss = ; soupeř pak vynuceně vyhraje za { $moves ->
    [one] 1 tah
    [few] { $moves } tahy
   *[other] { $moves } tahů
}
review-counts = { $inaccuracies } ?!  { $mistakes } ?  { $blunders } ??
review-average-loss = průměrná ztráta { $loss } kamene
review-missed = propásl výhru za { $moves ->
    [one] 1 tah
    [few] { $moves } tahy
   *[other] { $moves } tahů
} ({ $number })

## Zápis pozice (docs/rules.md §5.1): proč řádek není pozice.

setup-refused = pozice '{ $text }': { $error }
setup-fields = pozice má pět polí oddělených mezerami (deska, kdo je na tahu, ruka Bílého, ruka Černého, počet odehraných půltahů); tento řádek jich má { $found }
setup-rows = deska má { $rows } řad, pozice { $found }
setup-row-too-long = řada { $row } přesahuje desku: { $found } polí, a deska má { $columns } sloupců
setup-row-too-short = řada { $row } má jen { $found } polí, a deska má { $columns } sloupců
setup-bad-square = řada { $row }: '{ $found }' není w, b ani počet prázdných polí od 1 do 8
setup-split-run = řada { $row }: dva počty prázdných polí vedle sebe (napište je jako jeden)
setup-bad-to-move = '{ $found }' neurčuje, kdo je na tahu (w nebo b)
setup-not-a-number = { $field }: '{ $found }' není celé číslo
setup-too-many = { $name } má { $found } kamenů na desce a v ruce dohromady, a pravidla dávají každému hráči { $most }
setup-ply-too-large = { $found } odehraných půltahů přesahuje nejdelší partii ({ $most })
setup-field-board = deska
setup-field-to-move = kdo je na tahu
setup-field-white-hand = ruka Bílého
setup-field-black-hand = ruka Černého
setup-field-ply = počet odehraných půltahů
## Partie mezi dvěma počítači: kódy, selhání, odmítnutí.

net-code-empty = nebyl zadán žádný kód k připojení
net-code-shape = to není kód k připojení: číslo a dvě slova, např. 7-ocean-violet
net-code-number = číslo kódu je od 1 do { $max }
net-code-word = '{ $word }' není slovo kódů
net-rule-unset = nenastaveno
net-why-rule = { $key } je zde { $mine } a tam { $theirs }
net-why-rules = obě strany hrají podle jiných pravidel: { $list }
net-why-wrong-code = kód nepatří k této partii
net-why-version = druhá strana mluví verzí protokolu { $theirs }, tato verzí { $ours }
net-why-busy = hostitel už hraje s někým jiným
net-why-not-yote = druhá strana nemluví protokolem yote
net-why-frame-large = byl ohlášen rámec o { $bytes } bajtech (nejvýše { $max })
net-why-frame-empty = prázdný rámec
net-why-too-long = partie je příliš dlouhá, aby se poslala v jednom rámci
net-why-timeout = pozdrav trval déle než { $seconds } s
net-why-closed = spojení se zavřelo
net-lost-left = druhý hráč odešel
net-lost-silent = { $seconds } s nic nepřišlo
net-lost-tampered = rámec byl cestou změněn
net-lost-out-of-order = rámce přišly v jiném pořadí
net-refused-replayed = rámec poslaný podruhé (opakování)
net-refused-too-frequent = příliš mnoho zpráv: zbytek se čte pomalu
net-refused-not-a-message = zapečetěný rámec bez zprávy
net-refusal-game-over = zpráva po konci partie
net-refusal-not-their-turn = tah mimo pořadí
net-refusal-wrong-ply = tah číslo { $ply }, když má partie { $expected } tahů
net-refusal-move = tah '{ $token }': { $why }
net-refusal-no-offer = odpověď na žádnou nabídku
net-refusal-unexpected = druhý pozdrav
net-refusal-records = oba záznamy partie se liší
net-refusal-no-clock = praporek v partii bez hodin nebo bez strany
clock-refused = { $text } není časová kontrola: { $why }; zapište MINUTY+SEKUNDY, minuty a pak sekundy přidané za tah, např. 5+3 nebo 0.5+0 (5+3d pro zpoždění, 5+3/3+3 pro Bílého a Černého)
clock-fault-form = chybí minuty, + a sekundy
clock-fault-not-a-number = není to číslo
clock-fault-negative = je to záporné
clock-fault-no-time = žádný čas ani přídavek
clock-fault-too-long = víc než { $hours } hodin
