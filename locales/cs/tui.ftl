# The terminal game's screens.

## Obrazovka nastavení hry

setup-title = Yoté: nová partie
setup-more-above = ↑ { $count ->
    [one] další 1 řádek
    [few] další { $count } řádky
   *[other] dalších { $count } řádků
} nahoře
setup-more-below = ↓ { $count ->
    [one] další 1 řádek
    [few] další { $count } řádky
   *[other] dalších { $count } řádků
} dole
setup-more-start = ({ $key } začne partii)
setup-second-piece = Druhý kámen z ruky:
setup-off = Ne
setup-on = Ano
setup-optional-rules = Volitelná pravidla
setup-rules-standard = jako ve standardní hře
setup-rules-changed = { $count ->
    [one] 1 změněné: { $names }
    [few] { $count } změněná: { $names }
   *[other] { $count } změněných: { $names }
}
setup-rules-show = { $key } je ukáže
setup-rules-hide = { $key } je skryje
setup-players = Hráči
setup-coach = Trenér
setup-coach-explain = upozornění po tahu, který nechá kámen k přeskočení nebo mine braní či výhru
setup-language = Jazyk
setup-start = [ Začít partii ]
setup-new-to-yote = Poprvé u Yoté?
setup-puzzles = Úlohy
setup-presets = Předvolby:
setup-human = Člověk
setup-computer = Počítač: { $level }
setup-computer-name = Počítač ({ $level })
setup-hint-selected = psaním se přepíše
setup-hint-editing = { $key }: hotovo
setup-hint-name = { $who } kdo, { $edit } jméno
setup-preset-chosen = Předvolba: { $name }.
setup-name-too-long = Jméno má nejvýš { $max } znaků: '{ $char }' se nepřidalo.
setup-cannot-start = Nelze začít: { $why }
setup-cannot-start-yet = Zatím nelze začít: { $why }
setup-largest = { $label }: { $value } je nejvyšší povolená hodnota.
setup-smallest = { $label }: { $value } je nejnižší povolená hodnota.
setup-problem = { $label }: { $why }.
setup-rules-clash = tato pravidla spolu nejdou dohromady
setup-too-many-pieces = nejvýš { $max } na desce { $rows }×{ $columns }, ne { $pieces }
setup-win-too-high = musí to být méně než kamenů na hráče ({ $pieces })
setup-draw-too-high = smí to být nejvýš tolik, kolik je kamenů na hráče ({ $pieces })
setup-not-allowed = s ostatními pravidly to nejde
option-second-piece-explain = Odkud se bere druhý kámen při braní.
option-multi-jump = Vícenásobný skok
option-multi-jump-explain = Kámen, který bere, smí v tomtéž tahu skákat dál.
option-mandatory-capture = Povinné braní
option-mandatory-capture-explain = Když je možné brát, brát se musí.
option-bonus-move = Tah navíc po braní
option-bonus-move-explain = Za každé braní je jeden tah navíc.
option-jump-own = Přeskakování vlastních kamenů
option-jump-own-explain = Smí se přeskočit vlastní kámen; nic se neodebírá.
option-win-at = Výhra, když soupeři zbývá
option-win-at-explain = Vyhráváte, když soupeři zbývá nejvýš tolik kamenů.
option-draw-at = Remíza, když oběma zbývá
option-draw-at-explain = Remíza, když oběma hráčům zbývá nejvýš tolik kamenů.
option-no-legal-move = Hráč bez platného tahu
option-no-legal-move-explain = Prohrává, nebo partie končí a vyhrává ten s více kameny.
option-repetition = Remíza opakováním
option-repetition-explain = Remíza, když pozice nastane tolikrát.
option-rows = Řady
option-rows-explain = Řady desky, 2 až 8 (1, 2, ... zdola nahoru).
option-columns = Sloupce
option-columns-explain = Sloupce, 2 až 8 (a, b, ... zleva).
option-pieces = Kamenů na hráče
option-pieces-explain = Kolik kamenů má každý hráč na začátku v ruce.
option-first-player = Začíná
option-first-player-explain = Kdo táhne první.
value-on = ano
value-off = ne
value-pieces = { $count ->
    [one] 1 kámen
    [few] { $count } kameny
   *[other] { $count } kamenů
}
value-loses = prohrává
value-most-pieces-wins = rozhodnou kameny
value-times = { $count }krát

## Herní obrazovka: záhlaví, deska, řádek pravidel, výzvy, konec partie

title-over = konec partie po tahu { $number }
title-move = tah { $number }
board-title = Deska
board-looking-back = Deska: pohled zpět
rules-heading = Pravidla:
rules-more = i: všechna pravidla
rule-board = deska { $rows }×{ $columns }
rule-pieces-each = { $count ->
    [one] 1 kámen
    [few] { $count } kameny
   *[other] { $count } kamenů
} pro každého
rule-second-from-board = Druhý kámen z desky
rule-jump-own = Přeskakování vlastních kamenů
rule-win-all = Výhra sebráním všech kamenů
rule-win-at = Výhra, když soupeři zbývá nejvýš { $count }
rule-draw-at = Remíza, když oběma zbývá nejvýš { $count }
rule-most-pieces = Bez tahu: vyhrává víc kamenů
rule-no-repetition = Bez remízy opakováním
rule-repetition = Remíza při { NUMBER($count, type: "ordinal") ->
   *[other] { $count }.
} opakování
rule-first = Začíná { $side ->
    [white] Bílý
   *[other] Černý
}
over-title = Konec partie: { $who }
prompt-looking-back = Pohled zpět { $what }. { $look } procházejí tahy; { $back } vrací do partie.
prompt-after-move = po tahu { $number }, { $move } ({ $name })
prompt-at-start = na začátek
prompt-game-over = Konec partie. { $result }
prompt-bonus = { $name }, tah navíc
prompt-must-capture = { $who }: braní je povinné. Vyberte označený kámen «» (brát { $count ->
    [one] může 1 kámen
    [few] mohou { $count } kameny
   *[other] může { $count } kamenů
}).
prompt-drop-or-select = { $who }: položte kámen na prázdné pole, nebo vyberte jeden ze svých kamenů.
prompt-select = { $who }: vyberte jeden ze svých kamenů.
prompt-steps = + kroky
prompt-captures = * braní (možná: { $count }, bere !{ $squares }!)
prompt-move-piece = { $who }: táhněte kamenem na { $square }: { $parts }.
prompt-repeats = = { NUMBER($count, type: "ordinal") ->
   *[other] { $count }.
} opakování pozice: remíza.
prompt-esc-cancels = { $key } ruší.
prompt-jump-again-stop = { $who }: skočte znovu na * (bere !{ $squares }!), nebo { $key } pro konec zde.
prompt-jump-again-must = { $who }: skočte znovu na * (bere !{ $squares }!); řada skoků musí pokračovat.
prompt-marked-piece = označený kámen >{ $squares }<
prompt-hand-choice = { $key } pro kámen z ruky ({ $name })
prompt-choose-second = vyberte druhý kámen:
prompt-choose-second-n = druhý kámen { $n } z { $total }: vyberte
prompt-remove = { $who }: { $which } { $choices }.
prompt-either = { $first }, nebo { $second }
prompt-back = { $key } vrátí poslední.

## Co se zahrálo, na stavovém řádku

play-refused = Nelze: { $why }
play-took-back-second = Poslední vybraný druhý kámen vrácen.
play-cancelled = Zrušeno.
play-threats-shown = Hrozby ukázány: ! váš kámen může být sebrán, × kámen, který můžete vzít.
play-threats-hidden = Hrozby skryty.
play-jumps-to = { $name } skáče na { $square } a bere { $squares }.
play-bonus = { $text } Tah navíc: { $name } táhne znovu.
play-dropped = { $name }: kámen položen na { $square }.
play-moved = { $name }: tah { $move }.
play-own-jump = { $name }: přeskok vlastního kamene, { $move }.
play-captured = { $name }: { $move }, bere { $jumped }, { $second }.
play-no-second = bez druhého kamene
play-removed = odebírá { $squares }
play-from-hand = { $count ->
    [one] 1 kámen
    [few] { $count } kameny
   *[other] { $count } kamenů
} z ruky ({ $name })
play-took-back = Vráceno: { $moves }.
play-took-back-end = Konec partie vrácen.
play-the-end = konec partie
play-again = Znovu zahráno: { $moves }.
play-back = Zpět do partie.
list-and = { $first } a { $last }

## Boční panely

hand-in = V ruce:
hand-lost = Ztraceno:
hand-to-move = ▶ na tahu
hand-take = H nebo klik: vzít z ruky
moves-title = Tahy
moves-looking-back = Tahy: pohled zpět

## Obrazovka pravidel (i)

rules-board = Deska: { $rows } řad × { $columns } sloupců. Každý hráč má { $pieces ->
    [one] 1 kámen
    [few] { $pieces } kameny
   *[other] { $pieces } kamenů
}, na začátku všechny v ruce.
rules-first = Začíná { $side ->
    [white] Bílý
   *[other] Černý
}.
rules-turn = Tah: položit kámen, táhnout o jedno pole, nebo přeskočit soupeřův kámen a vzít ho.
rules-directions = Kroky a skoky vedou jen nahoru, dolů, doleva nebo doprava: nikdy šikmo.
rules-second-piece = Druhý kámen:
rules-second-piece-always = Po každém braní odeberete ještě jeden soupeřův kámen.
rules-jumps = Vícenásobný skok: { $multi }.  Povinné braní: { $mandatory }.
rules-bonus = Tah navíc po braní: { $bonus }.  Přeskakování vlastních kamenů: { $own }.
rules-win = Vyhráváte, když soupeři zbývá nejvýš { $count ->
    [one] 1 kámen
    [few] { $count } kameny
   *[other] { $count } kamenů
} (na desce i v ruce).
rules-draw = Remíza, když oběma hráčům zbývá nejvýš { $count ->
    [one] 1 kámen
    [few] { $count } kameny
   *[other] { $count } kamenů
}.
rules-no-move-loses = Hráč bez platného tahu prohrává.
rules-no-move-count = Když hráč nemá platný tah, partie končí: vyhrává víc kamenů, při rovnosti remíza.
rules-no-repetition = Opakování pozice nikdy nevede k remíze.
rules-repetition = Remíza, když stejná pozice nastane { $count }krát.
rules-close = Zavřete libovolnou klávesou.

## Klávesy: slova lišty kláves a řádky nápovědy

key-help-presets-standard-hand-boxed-edition = předvolby: Standardní, Z ruky, Komerční vydání
key-help-move-the-cursor = posun kurzoru
key-help-look-at-earlier-moves-or-click-one = prohlížet dřívější tahy (nebo na jeden klikněte)
key-bar-quit-at-once = konec hned
key-help-quit-at-once = okamžitě skončit
key-bar-suspend = uspat
key-help-suspend-fg-resumes = uspat (fg pokračuje)
key-bar-help = nápověda
key-help-this-help = tato nápověda
key-bar-rules = pravidla
key-help-the-rules-in-words = pravidla slovy
key-bar-line = řádek
key-help-choose-a-line = výběr řádku
key-bar-change = změnit
key-help-change-the-value-human-or-a-level = změnit hodnotu (člověk nebo úroveň)
key-bar-edit = upravit
key-help-edit-a-name-change-a-value = upravit jméno, změnit hodnotu
key-bar-presets = předvolby
key-bar-start = začít
key-help-start-the-game = začít partii
key-bar-open = otevřít
key-help-open-a-saved-game-asks-which = otevřít uloženou partii (zeptá se, kterou)
key-bar-quit = konec
key-help-quit = skončit
key-bar-resume = pokračovat
key-help-resume-the-unfinished-game-offered = pokračovat v nabízené nedohrané partii
key-bar-discard = zahodit
key-help-discard-it-asks-first = zahodit ji (nejdřív se zeptá)
key-bar-done = hotovo
key-help-done-keep-what-is-typed = hotovo: ponechat napsané (jméno, časovou kontrolu)
key-bar-delete = smazat
key-bar-clear = vymazat
key-bar-delete-game = smazat
key-help-delete-the-game-chosen = smazat partii vybranou v seznamu (nejdřív se zeptá)
key-bar-choose = vybrat
key-help-drop-select-move-choose-or-click = položit, vybrat, táhnout; nebo kliknout
key-bar-undo = vrátit
key-help-undo-a-whole-move = vrátit celý tah
key-bar-redo = znovu
key-help-redo-a-whole-move = znovu zahrát celý tah
key-bar-hint = rada
key-help-hint-the-move-suggested = rada: navržený tah
key-bar-threats = hrozby
key-help-show-or-hide-the-threat-marks = ukázat nebo skrýt hrozby (! ×)
key-bar-draw = remíza
key-help-offer-a-draw = nabídnout remízu
key-bar-resign = vzdát
key-help-resign = vzdát se
key-bar-save = uložit
key-help-save-to-a-file = uložit do souboru
key-bar-look-back = zpět
key-bar-cursor = kurzor
key-bar-cancel = zrušit
key-help-cancel-the-move-pause-the-computer = zrušit tah; pozastavit počítač
key-bar-take-back = vrátit
key-help-take-back-the-last-choice = vrátit poslední volbu
key-bar-from-hand = z ruky
key-help-second-piece-from-the-hand-or-click = druhý kámen z ruky (nebo kliknout)
key-bar-stop = stop
key-help-stop-a-chain-of-jumps = ukončit řadu skoků
key-bar-pause = pauza
key-help-pause-resume-the-computer = pozastavit / spustit počítač
key-bar-restart = znovu od začátku
key-help-a-new-game-same-rules-and-players = nová partie, stejná pravidla i hráči
key-bar-replay = přehrát
key-help-replay-the-game-move-by-move = přehrát partii tah po tahu
key-bar-rematch = odveta
key-help-rematch-same-rules-colours-swapped = odveta: stejná pravidla, barvy prohozené
key-bar-setup = nastavení
key-help-back-to-the-setup-screen = zpět do nastavení hry
key-help-take-back-the-last-move = vrátit poslední tah
key-help-replay-the-game-play-on-from-any-move = přehrát partii; hrát dál od kteréhokoli tahu
key-help-save-the-game-to-a-file = uložit partii do souboru
key-bar-new = nová
key-bar-earlier-later = dřív/později
key-help-an-earlier-a-later-position = dřívější / pozdější pozice
key-bar-back-to-the-game = zpět do partie
key-help-back-to-the-game = zpět do partie
key-bar-step = krok
key-help-one-move-back-forward = o tah zpět / vpřed
key-bar-start-end = začátek/konec
key-help-to-the-start-to-the-last-move = na začátek / na poslední tah
key-bar-play-on-from-here = hrát odsud
key-help-play-on-from-here-as-a-new-game = hrát odsud dál jako novou partii
key-bar-back = zpět
key-help-back-to-where-the-replay-was-opened = zpět tam, odkud se přehrávání otevřelo
key-bar-confirm = potvrdit
key-help-save-or-open-the-file-named = uložit nebo otevřít zadaný soubor
key-help-cancel = zrušit
key-help-choose-a-saved-or-archived-game-open = vybrat uloženou nebo archivovanou partii (otevřít)
key-bar-yes = ano
key-help-yes-overwrite-the-file-when-asked = ano (přepsat soubor, když se ptá)
key-bar-no = ne
key-help-no-keep-the-file-when-asked = ne (ponechat soubor, když se ptá)
key-bar-scroll = posun
key-help-scroll = posun
key-bar-close-or-any-key = zavřít (nebo libovolná klávesa)
key-help-close-any-other-key-too = zavřít (i jakoukoli jinou klávesou)
key-context-always = Všude
key-context-anywhere = Na všech obrazovkách
key-context-setup = Nastavení hry
key-context-name = Psaní na obrazovce nastavení
key-context-game = Hra
key-context-over = Konec partie
key-context-looking = Prohlížení dřívějších tahů
key-context-replay = Přehrávání
key-context-prompt = Zadání názvu souboru
key-context-dialog = Otázky (potvrzení, nabídka remízy, přepsání)
key-context-popup = Okna nápovědy a pravidel
key-bar-more = další

## Okna: nápověda, pravidla, otázky, nabídka remízy

popup-help = Nápověda: všechny klávesy
popup-rules = Pravidla této partie
popup-confirm = Potvrďte prosím
popup-draw-offer = Nabídka remízy
draw-offered = { $name } nabízí remízu.
draw-answer = { $name }: přijmout ({ $yes }), nebo odmítnout ({ $no })?
help-marks-1 = Značky: [ ] kurzor  { "{" } { "}" } vybraný  ( ) poslední tah
help-marks-2 = + krok  * braní  !●! bere se  = remíza (opakování)
help-marks-3 = «○» musí brát  >●< druhý kámen  × sebraný
help-autosave = Každá změna se ukládá sama; při dalším spuštění lze nedohranou partii dohrát.
confirm-resign = { $name } se vzdává?
confirm-restart = Začít tuto partii znovu od začátku?
confirm-quit = Ukončit hru?
confirm-discard = Zahodit nedohranou partii? Potom už v ní nepůjde pokračovat.
confirm-undo = Vracet tahy, když běží hodiny? Hodiny se vrátí spolu s tahy.
confirm-peer-undo = { $name } žádá o vrácení partie k tahu { $number }. Souhlasíte?
confirm-save-elsewhere = { $no } a pak { $save } ji uloží jinam.
key-help-delete-before-under-the-cursor = smazat před kurzorem / pod kurzorem
key-help-move-in-the-line = pohyb po řádku
key-bar-settings = nastavení
key-help-settings-theme-characters-names-level = nastavení: vzhled, znaky, jména, úroveň, motor
key-bar-move = posun
key-help-save-the-settings-and-use-them = uložit nastavení (a použít ho)
key-help-back-to-the-setup-screen-unsaved = zpět do nastavení hry, bez uložení
key-help-change-the-value-move-in-a-line = změnit hodnotu; pohyb po řádku
key-help-to-the-start-end-of-a-line = na začátek / na konec řádku
key-help-clear-a-line = vymazat řádek
key-context-settings = Nastavení
key-context-connect = Hra s někým na jiném počítači
key-help-connect-line = výběr: nabídnout, připojit se, pokračovat, řádek
key-help-connect-go = nabídnout, připojit se, pokračovat, další řádek
key-help-connect-back = přestat čekat nebo volat; zpět do nastavení hry
key-bar-learn = lekce
key-help-learn-to-play-the-lessons = naučit se hrát: lekce
key-bar-try = zkusit
key-help-open-a-lesson-try-the-move-typed = otevřít lekci, zkusit napsaný tah, po správném pokračovat
key-help-choose-a-lesson-or-a-task = vybrat lekci, nebo úlohu lekce
key-help-move-the-cursor-choose-a-lesson = posunout kurzor na desce, vybrat lekci
key-help-the-first-step-of-a-right-move = rada: první krok správného tahu
key-help-back-to-the-lessons-or-the-setup-screen = zpět k lekcím, nebo do nastavení hry
key-bar-coach = trenér
key-help-the-coach-on-or-off = trenér zapnout, vypnout: upozornění po riskantním tahu
coach-on = Trenér je zapnutý: ozve se po tahu, který nechá kámen k přeskočení, nebo mine braní či výhru.
coach-off = Trenér je vypnutý.
coach-missed-win = Trenér: { $win } hned vyhrával (vyznačeno).
coach-missed-capture = Trenér: { $there } bral (vyznačeno).
coach-missed-forced-win = Trenér: { $win } vyhrával vynuceně, jak vidí engine (vyznačeno).
coach-left-jumpable = Trenér: teď { $by } přeskočí váš kámen na { $piece }.
key-context-learn = Lekce a úlohy
key-bar-puzzles = úlohy
key-help-puzzles-made-by-the-engine = úlohy vytvořené enginem, s hodnocením

## Počítačový soupeř a rady

computer-hint-why = Rada: { $move }, označeno ~ ~: { $why }. { $key } ji zahraje.
hint-why-wins = vyhraje { $count ->
    [one] jedním tahem
    [few] za { $count } tahy
   *[other] za { $count } tahů
}
hint-why-stops-loss = zabrání prohře příštím tahem
hint-why-material = získá { $count ->
    [one] jeden kámen
    [few] { $count } kameny
   *[other] { $count } kamenů
}
hint-why-saves = zachrání { $count ->
    [one] ohrožený kámen
    [few] { $count } ohrožené kameny
   *[other] { $count } ohrožených kamenů
}
hint-why-holds-out = partie je prohraná: takto vydrží nejdéle
hint-why-quiet = klidný tah
computer-no-move = Počítač nenašel žádný tah.
computer-paused-stopped = Pozastaveno: počítač přestal přemýšlet. { $key } ho nechá hrát dál.
computer-hint-stopped = Bez rady: zastaveno.
computer-is-paused-undo = { $name } je pozastaven: { $pause } ho nechá hrát dál, { $undo } vrací tahy.
computer-wait = Počkejte: { $name } přemýšlí ({ $undo } vrací tahy, { $cancel } pozastaví).
computer-declines-draw = { $name } remízu odmítá: počítač hraje dál.
computer-none = V této partii nehraje počítač.
computer-paused-waits = Pozastaveno: počítač čeká. { $key } ho nechá hrát dál.
computer-plays-on = Počítač hraje dál.
computer-hint-over = Partie skončila: žádná rada.
computer-hint-person = Rady jsou pro člověka, který je na tahu.
computer-hint-looking = Hledám radu… ({ $key } zastaví)
computer-depth = hloubka { $depth }
computer-status-paused = { $name } ({ $level }) je pozastaven: { $key } ho nechá hrát dál.
computer-status-thinking = { $name } přemýšlí ({ $level }{ $depth })…
computer-status-hint = Hledám radu ({ $level }{ $depth })… { $key } zastaví.
machine-engine = Motor
engine-named = Motor: { $name }
setup-engine-where = Chcete-li hrát proti externímu motoru, nastavte engine = "CMD" v souboru předvoleb (viz docs/configuration.md).
engine-not-set = Není nastaven žádný motor (engine = "CMD" v předvolbách)
engine-failed = { $name } selhal ({ $why })
engine-handed-over = { $why }: teď za { $side } hrajete vy.

## Přehrávání partie

replay-title = Yoté: přehrávání
replay-title-move = { $move } (z { $total })
replay-title-start = začátek (z { $total })
replay-board = Deska (přehrávání)
replay-at-start = Už jste na začátku.
replay-at-end = Už jste u posledního tahu.
replay-over-here = tady partie skončila: vraťte se a hrajte dál od dřívějšího tahu
replay-end = Konec partie. { $who }: { $why }.
replay-start = Začátek: zatím žádný tah ({ $count } v partii). { $key } jde vpřed.
replay-move-of = Tah { $number } z { $total }
replay-played = hraje { $move }.

## Hlášení aplikace: obnovená partie, přehrávání, odveta, malý terminál

app-resumed = Nedohraná partie obnovena: { $count ->
    [one] 1 tah
    [few] { $count } tahy
   *[other] { $count } tahů
}. Každý tah se ukládá sám.
app-replay = Přehrávání: { $step } krok, { $jump } skok, { $play_on } hrát odsud, { $close } zpět.
app-redo-later = { $key } znovu zahraje { $count ->
    [one] 1 následující tah
    [few] { $count } následující tahy
   *[other] { $count } následujících tahů
}.
app-play-on = Hraje se dál od tahu { $number } jako nová partie.
app-rematch = Odveta: stejná pravidla, barvy prohozené.
app-draw-declined = { $name } remízu odmítá.
app-new-game = Nová partie se stejnými pravidly i hráči.
app-enlarge = Zvětšete prosím terminál.
app-needed = Potřeba { $width }×{ $height }, nyní { $now_width }×{ $now_height }.
app-keys-ignored = Do té doby se klávesy nevnímají.
app-keys-ignored-count = { $count ->
    [one] 1 klávesa ignorována
    [few] { $count } klávesy ignorovány
   *[other] { $count } kláves ignorováno
} do té doby.

## Nabídka pokračovat v nedohrané partii

resume-unreadable = Automaticky uloženou partii nelze přečíst (zůstává uložena): { $message }
resume-moves = { $count ->
    [one] odehrán 1 tah
    [few] odehrány { $count } tahy
   *[other] odehráno { $count } tahů
}
resume-resume = pokračovat
resume-discard = zahodit
resume-or-new = nebo níže připravte novou partii
resume-title = Zůstala nedohraná partie

## Dialogy se soubory, hlášení automatického ukládání, otevírání a ukládání, obrazovka nastavení

file-save-title = Uložit partii
file-open-title = Otevřít uloženou partii
file-name = Název souboru:
file-folder = (název bez složky je ve složce { $folder })
file-overwrite-ask = { $path } už existuje. Přepsat?
file-overwrite = přepsat
file-keep-it = ponechat
file-save = uložit
file-open = otevřít
file-cancel = zrušit
file-clear = vymazat
file-not-overwritten = Nepřepsáno: zvolte jiný název.
file-type-a-name = Nejdřív napište název souboru.
file-no-games = V datové složce zatím nejsou žádné uložené ani archivované partie.
file-games = Uložené a archivované partie ({ $count }), vyberte { $keys }:
file-games-some = Uložené a archivované partie ({ $shown } z { $count }, za poslední pro další), vyberte { $keys }:
file-reading = Načítají se uložené a archivované partie…
file-does-not-read = { $file } nelze přečíst
file-delete = smazat
file-delete-ask = Smazat { $path }? Nepůjde to vrátit.
file-delete-archived-ask = { $path } je dohraná partie v archivu. Smazat ji?
file-delete-archived-sure = Opravdu natrvalo smazat archivovanou partii { $path }?
file-deleted = Smazáno: { $path }.
file-not-deleted = Nesmazáno: { $why }
file-not-deleted-kept = Nesmazáno: partie zůstává.
file-choose-to-delete = Nejdřív vyberte partii v seznamu, kterou chcete smazat.
file-autosave-not-deleted = Automatické uložení se odsud nemaže: je to živá kopie partie.
file-game = { $white } – { $black } · { $count ->
    [one] 1 tah
    [few] { $count } tahy
   *[other] { $count } tahů
} · { $result }
file-unfinished = nedohraná
file-drawn = remíza
file-won = vítěz { $name }

saves-no-data-folder = nenašla se žádná datová složka (nastavuje ji YOTE_DATA_DIR)
saves-other-game-running = V této datové složce už běží jiná partie: tahle se automaticky ukládá do { $path }.
saves-all-slots-taken = { $count ->
    [one] ve složce { $folder } už běží jiná partie
    [few] ve složce { $folder } už běží { $count } jiné partie
   *[other] ve složce { $folder } už běží { $count } jiných partií
}
saves-not-autosaved = Tato partie se automaticky neukládá: { $why }.
saves-not-saved = Tato partie není uložená: { $why }.
saves-autosave-off = Automatické ukládání je vypnuté: { $why }; { $key } partii uloží.
saves-earlier-not-kept = předchozí automaticky uloženou partii se nepodařilo zachovat: { $why }
saves-archived = Dohraná partie je uložena jako archive/{ $name }.
saves-not-archived = Dohranou partii se nepodařilo archivovat: { $why }.
saves-works-again = Automatické ukládání zase funguje: partie je uložená.
saves-kept-unreadable = Nečitelná automaticky uložená partie zůstává jako { $path }.
saves-kept-earlier = Předchozí partie zůstává jako { $path }.
saves-cannot-autosave = Nelze automaticky uložit: { $why }.
saves-state-off = ⚠ neukládá se
saves-state-failing = ⚠ neuloženo
saves-exists = { $path } už existuje
saves-not-a-file-retype = { $path } je { $what }, ne soubor: napište jiný název
saves-file-in-the-way = { $path } je soubor, ne složka
saves-no-such-folder = složka { $folder } neexistuje
saves-no-permission = chybí oprávnění k zápisu do { $folder }
saves-disk-full = disk se složkou { $folder } je plný
saves-read-only = { $folder } je na disku jen pro čtení
saves-is-a-folder = { $path } je složka
saves-cannot-save = nelze uložit do { $path }: { $error }

app-opened = Otevřeno: { $file }. { $what }
app-opened-finished = Dohraná partie: { $step } ji procházejí, { $play_on } hraje dál od zvoleného tahu.
app-opened-unfinished = { $count ->
    [one] Odehrán 1 tah
    [few] Odehrány { $count } tahy
   *[other] Odehráno { $count } tahů
}. { $key } je přehraje.
app-saved-to = Uloženo do { $path }.
app-not-saved = Neuloženo: { $why }.
app-discarded = Nedohraná partie byla zahozena.
app-cannot-discard = Nelze ji zahodit: { $why }
app-cannot-replay = Partii nelze přehrát: { $why }
app-cannot-resume = Nelze pokračovat: { $why }
app-prefs-saved = Uloženo do { $path }; platí hned.
app-not-remembered = Jména a pravidla se nezapamatovala: { $why }
app-no-game-to-save = není žádná partie k uložení

settings-title = Yoté · Nastavení
settings-theme = Vzhled
settings-glyphs = Znaky
settings-white-name = Jméno bílého
settings-black-name = Jméno černého
settings-level = Úroveň počítače
settings-rules-file = Soubor s pravidly
settings-theme-auto = automaticky
settings-theme-dark = tmavý
settings-theme-light = světlý
settings-theme-high-contrast = vysoký kontrast
settings-theme-basic = základní (16 barev)
settings-theme-monochrome = černobílý
settings-glyphs-auto = automaticky (podle systému)
settings-glyphs-unicode = Unicode
settings-glyphs-ascii = ASCII
settings-level-unset = nenastavena (výchozí: { $level })
settings-no-config = žádná složka s nastavením
settings-file = Soubor: { $file }
settings-rules-file-note = Soubor s pravidly se hledá ve složce s nastavením; ~/ je domovská složka.
settings-engine = Příkaz motoru
settings-engine-time = Čas motoru (ms)
settings-engine-unset = žádný (motor nehraje)
settings-engine-time-unset = nenastaven (výchozí: { $ms })
settings-engine-note = Motor: program a jeho argumenty (bez shellu); prázdné, když žádný. Čas na tah: { $min } až { $max } ms.
settings-unreadable = Neuloženo: soubor nejde přečíst ({ $problem }); nejdřív ho opravte nebo smažte.
settings-no-folder = Neuloženo: není známa žádná složka s nastavením.
players-versus = –

## Pod nejmenší velikostí: jak odejít.
app-small-quit = Hru ukončíte klávesou q nebo Ctrl-C.

## Obrazovka nastavení pro theme = "auto": co zvolila a proč.
theme-auto-chose = auto ({ $theme })
theme-auto-why = Automaticky zvoleno { $theme }: { $why }.
theme-why-no-color = je nastaveno NO_COLOR
theme-why-true-colour = terminál hlásí plné barvy
theme-why-256-colours = terminál hlásí 256 barev
theme-why-not-true-colour = terminál nehlásí plné barvy

## Hrozby na desce, na stavovém řádku.
threats-can-take = × { $name } teď vezme { $count } (+{ $second } podle volby)
threats-in-danger = ! { $name } může příště ztratit { $count }
threats-hand-exposed = , i z ruky

# Obrazovka rozboru (src/tui/review/).
key-bar-review = rozbor
key-help-review-every-move-with-the-engine = rozebrat každý tah počítačem (Esc jej zastaví)
key-bar-marks = označené tahy
key-help-previous-next-marked-move-review = předchozí / další tah označený ?! ? ?? (rozbor)
review-tui-title = Rozbor partie Yoté
review-tui-board = Deska (rozbor)
review-tui-summary = Shrnutí
review-tui-summary-waits = Shrnutí přijde s rozborem.
review-tui-summary-none = Bez rozboru.
review-tui-graph = Hodnocení v kamenech (bílý nahoře, černý dole)
review-tui-running = Rozbor: { $done } z { $total } pozic · { $key } zastaví
review-tui-stopped = Rozbor zastaven.
review-tui-stopped-again = Rozbor zastaven. { $key } jej spustí znovu.
review-tui-not-ready = Rozbor ještě není hotový.
review-tui-no-more-marks = Tímto směrem už žádný označený tah není.
review-tui-ready = Rozebráno. { $marks } skočí na označené tahy; { $play_on } hraje dál od kteréhokoli tahu.

setup-clock = Hodiny (min + s za tah)
setup-clock-custom = vlastní…
setup-clock-custom-hint = { $key } ho napíše
setup-clock-typing = Napište minuty + sekundy přidané za tah: 5+3, nebo 0.5+0 (minuty i s desetinnou částí); s náskokem nejdřív Bílého, pak Černého: 5+3/3+2. { $key }: hotovo.
setup-clock-custom-first = nejdřív napište vlastní časovou kontrolu na řádku hodin, nebo zvolte jinou
clock-paused = Pauza: deska je skrytá, dokud hodiny stojí. { $key } pokračuje.
clock-paused-line = Pauza: deska je skrytá, dokud hodiny stojí, než budou oba počítače spojené.
clock-paused-note = Hodiny stojí ({ $key } pokračuje)
clock-running = Hodiny zase běží
clock-flag-fell = { $name }: padl praporek
clock-no-take-back = Padl praporek: partie zůstává, jak skončila, nic se nevrací

## Hra s někým na jiném počítači, z úvodní obrazovky.
setup-network = Hrát s někým na jiném počítači ›
connect-title = Hrát s někým na jiném počítači
connect-rules = Pravidla: { $rules }
connect-host = Založit partii: hrajete za bílé jako { $name }; druhý hráč se připojí kódem
connect-join = Připojit se k partii: napište kód a adresu, kterou dá hostitel (jste { $name })
connect-starting = Začínám naslouchat…
connect-code = Kód
connect-address = Adresa
connect-addresses = Druhý hráč se k tomuto počítači dostane na:
connect-tell = Řekněte druhému hráči: yote join { $code } { $address }
connect-join-example = Kód vypadá jako 7-ocean-violet; adresa je HOST nebo HOST:PORT, např. 192.168.1.20:9683
connect-no-address = napište adresu hostitele (HOST nebo HOST:PORT)
connect-calling = Volám { $address }…
connect-cannot-host = Partii nelze založit: { $why }
connect-keys-choose = { $choose } { $go } vybrat · { $back } zpět
connect-keys-hosting = { $back } přestat čekat
connect-clock = S hodinami: { $clock } (platí i pro připojeného)
connect-clock-none = Bez hodin
connect-clock-unset = Vlastní hodiny na úvodní obrazovce nemají zadaný čas: partie se nabídne bez hodin
connect-clock-host-decides = Platí hodiny toho, kdo partii nabízí: hodiny z této obrazovky ({ $clock }) se při připojení nepoužijí
connect-resume = Pokračovat v partii s { $name } ({ $moves }), s novým kódem
net-clock-paused = Hodiny stojí.
net-on-clock = S hodinami: { $clock }.
net-clock-no-pause = Mezi dvěma počítači se hodiny zastaví jen při výpadku spojení.
net-calling-in = Čekám, až se { $name } vrátí: volám znovu za { $seconds } s (pokus { $attempt })…
net-gave-up = { $name } nelze znovu zavolat: { $why }. Partie je uložena.
