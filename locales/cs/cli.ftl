# Příkazová řádka: --help všech příkazů a argumentů, text, který příkazy
# vypisují pro lidi, a jejich chybová hlášení.

## --help: program a jeho společné volby

cli-about = Yoté, západoafrická hra s braním kamenů, v terminálu
cli-rules = Soubor s pravidly, podle kterých se hraje (výchozí: vestavěná standardní pravidla; více souborů se použije postupně).
cli-set = Změní jedno pravidlo, např. --set second_piece=board-or-hand (lze opakovat).
cli-set-long = Změní jedno pravidlo, např. --set second_piece=board-or-hand (lze opakovat; --set má přednost před --rules).
cli-set-keys = Klíče souboru rules.toml:
cli-set-checked = Kontroluje se společně: pieces_per_player nejvýš rows × columns / 2, win_when_opponent_has_at_most menší než pieces_per_player, draw_when_both_have_at_most nejvýš pieces_per_player.
cli-load = Otevře uloženou partii tam, kde skončila.
cli-clock = Hraje se s hodinami: MINUTY+SEKUNDY, minuty každého hráče a pak sekundy přidané po každém tahu (5+3; 0.1+0 je šest sekund; 5+3d zpoždění; 5+3/3+3 pro Bílého a Černého).
cli-lang = Jazyk hry a jejích hlášení: en, es nebo cs (výchozí: podle LC_ALL, LC_MESSAGES nebo LANG).
cli-help = Vypíše nápovědu
cli-version = Vypíše verzi
cli-help-command = Vypíše tuto zprávu nebo nápovědu k zadanému příkazu
cli-help-command-name = Příkaz, jehož nápovědu vypsat
cli-possible-values = [možné hodnoty: { $values }]
cli-default = [výchozí: { $value }]
cli-heading-usage = Použití:
cli-heading-commands = Příkazy
cli-heading-arguments = Argumenty
cli-heading-options = Volby

## --help: příkazy

cli-position = Přehraje tahy od začátku a vypíše pozici.
cli-position-moves = Tahy v notaci, např. @c3 @d3 c3-c4.
cli-position-game = Místo toho vypíše pozici této uložené partie (má vlastní pravidla).
cli-position-json = Místo desky vypíše jeden objekt JSON.
cli-position-svg = Místo výpisu zapíše diagram pozice ve formátu SVG do FILE ('-': standardní výstup).
cli-perft = Spočítá posloupnosti tahů každé hloubky až do DEPTH.
cli-perft-depth = Do jaké hloubky tahů počítat, 1 až 20.
cli-moves-first = Tahy, které se nejdřív zahrají, v notaci.
cli-bench = Změří rychlost enginu: perft a náhodné partie za sekundu.
cli-bench-depth = Hloubka perftu od výchozí pozice, jejíž čas se měří, 1 až 7.
cli-bench-games = Kolik náhodných partií dohrát do konce, 1 až 100 000 000.
cli-analyze = Prohledá pozici po MOVES a vypíše tah, který by zahrál počítač.
cli-analyze-depth = Prohledá přesně N tahů do hloubky (pokaždé stejná odpověď).
cli-analyze-time = Hledá MS milisekund (výchozí 1000).
cli-json = Vypíše jeden objekt JSON.
cli-match = Odehraje partie mezi dvěma počítačovými hráči a vypíše skóre.
cli-match-white = První hráč (v první partii Bílý): easy, medium, hard, random, depth:N, time:MS nebo engine:CMD.
cli-match-black = Druhý hráč (v první partii Černý).
cli-match-games = Kolik partií.
cli-match-openings = Kolik náhodných tahů od začátku se zahraje před každou dvojicí partií.
cli-match-seed = Semínko zahájení a náhodných voleb hráčů.
cli-match-jobs = Kolik partií se hraje najednou (každá ve vlastním vlákně).
cli-match-memory = Nejvíc paměti v MiB, kterou zaberou tabulky hráčů dohromady ve všech partiích hraných najednou (dvě tabulky na partii, každá nejvýš 16 MiB).
cli-match-json = Vypíše souhrn jako jeden objekt JSON.
cli-review = Posoudí každý tah uložené partie proti nejlepšímu tahu, který najde počítač.
cli-review-file = Uložená partie k rozboru.
cli-review-depth = Prohledá každou pozici přesně do hloubky N, 2 až 64 (výchozí { $default_depth }; pokaždé stejná odpověď).
cli-review-time = Prohledává každou pozici MS milisekund místo pevné hloubky.
cli-review-jobs = Kolik pozic se prohledává najednou, každá ve vlastním vlákně, 1 až 64 (výchozí: počet jader).
cli-review-write = Uloží rozbor do souboru (tabulka [review]), aby se partie otevřela i s ním.
cli-completions = Vypíše skript doplňování pro shell (bash, zsh, fish, elvish, powershell).
cli-completions-shell = Shell, pro který doplňovat.
cli-man = Vypíše manuálovou stránku (roff), např. yote man | man -l -

## Co příkazy vypisují

position-side = { $side } v ruce { $hand }, na desce { $board }, ztraceno { $lost }
position-move = tah { $number }
position-moves-played = { $count ->
    [one] odehrán 1 tah
    [few] odehrány { $count } tahy
   *[other] odehráno { $count } tahů
}
position-to-move = na tahu je { $side ->
    [white] Bílý
   *[other] Černý
}, { $count ->
    [one] 1 platný tah
    [few] { $count } platné tahy
   *[other] { $count } platných tahů
}
position-over-win = konec partie: vyhrává { $side ->
    [white] Bílý
   *[other] Černý
} ({ $reason })
position-over-draw = konec partie: remíza ({ $reason })
perft-line = hloubka { $depth }: { $nodes }
bench-perft = perft { $depth }: { $nodes } za { $secs } s ({ $rate } M/s)
bench-playouts = náhodné partie: { $games ->
    [one] 1 partie
    [few] { $games } partie
   *[other] { $games } partií
}, { $moves ->
    [one] 1 tah
    [few] { $moves } tahy
   *[other] { $moves } tahů
} za { $secs } s ({ $rate } partií/s, { $move_rate } M tahů/s)
analyze-best = nejlepší tah { $move }
analyze-score = hodnocení: { $verdict }
analyze-line = varianta { $line }
analyze-depth = hloubka { $depth }, { $nodes ->
    [one] 1 pozice
    [few] { $nodes } pozice
   *[other] { $nodes } pozic
} za { $secs } s
analyze-wins-in = { $side ->
    [white] Bílý
   *[other] Černý
} vyhraje za { $plies ->
    [one] 1 tah
    [few] { $plies } tahy
   *[other] { $plies } tahů
}
analyze-loses-in = { $side ->
    [white] Bílý
   *[other] Černý
} prohraje za { $plies ->
    [one] 1 tah
    [few] { $plies } tahy
   *[other] { $plies } tahů
}
analyze-pieces-for = { $score } kamenů ve prospěch { $side ->
    [white] Bílého
   *[other] Černého
}
match-heading = { $white } proti { $black }: { $games ->
    [one] 1 partie
    [few] { $games } partie
   *[other] { $games } partií
}, zahájení { $openings ->
    [one] o 1 tahu
   *[other] o { $openings } tazích
}, semínko { $seed }
match-tally = { $player }: výhry { $wins }, remízy { $draws }, prohry { $losses }
match-score = skóre { $score } % (95% interval { $low } % až { $high } %)
match-elo = rozdíl Elo { $elo } (95% interval { $low } až { $high })
match-progress = partií
review-progress = pozic
review-heading = { $white } (Bílý) proti { $black } (Černý): { $moves }, rozbor: { $budget }
review-too-large = { $file }: s rozborem by byl soubor větší než 1 MiB, víc uložená partie mít nesmí; nezapíše se
review-part = Rozebírá se jen prvních { $plies } z { $total } půltahů partie: víc rozbor ({ $budget }) nepojme.
review-part-not-written = { $file }: rozbor s touto mezí pojme jen prvních { $plies } z { $total } půltahů partie a soubor uchovává rozbor všech tahů; nezapíše se (s menší --depth pojme víc)
review-too-deep = rozbor ({ $budget }) by trval příliš dlouho i pro jediný tah: nejvýš hloubka { $deepest }
review-too-long = rozbor ({ $budget }) by trval příliš dlouho i pro jediný tah: nejvýš { $most } ms na pozici

## Chybová hlášení

cli-error-not-utf8 = chyba: jeden z argumentů není platný text UTF-8
cli-error-arg-not-utf8 = chyba: argument { $number } '{ $arg }' není platný text UTF-8
cli-error-value-not-utf8 = chyba: argument { $number } '{ $arg }' (hodnota { $flag }) není platný text UTF-8
cli-error-file-not-utf8 = { $file }, řádek { $line }: není text UTF-8
cli-error-load-with-command = --load otevírá partii v terminálu: nelze ho použít s příkazem (pro `position` použijte --game FILE)
cli-error-rules-with-game = uložená partie má vlastní pravidla: { $flag } nelze použít s --rules ani --set
cli-error-clock-with-command = --clock je pro partii v terminálu: nelze ho použít s příkazem
cli-error-clock-with-game = uložená partie má vlastní hodiny: --clock nelze použít s --load
cli-error-man = manuálovou stránku nelze zapsat: { $error }
cli-error-generated-not-utf8 = vytvořený text není UTF-8
cli-error-terminal = terminál: { $error }
cli-error-no-terminal = hra potřebuje terminál, a tady žádný není. Bez terminálu spusťte některý příkaz: yote position, yote analyze, yote match, yote perft (yote --help je vypíše všechny)

## Chyby použití z clapu: argument, hodnota nebo příkaz tak, jak byly
## napsány

cli-clap-error = chyba: { $message }
cli-clap-tip = rada: { $tip }
cli-clap-try-help = Více se dozvíte pomocí '{ $help }'.
cli-clap-unknown-argument = neočekávaný argument '{ $arg }'
cli-clap-unknown-command = neznámý příkaz '{ $command }'
cli-clap-value-required = '{ $arg }' vyžaduje hodnotu, ale žádná nebyla zadána
cli-clap-invalid-value = neplatná hodnota '{ $value }' pro '{ $arg }'
cli-clap-unexpected-value = neočekávaná hodnota '{ $value }' pro '{ $arg }'; další už se nečekaly
cli-clap-missing-arguments = chybí tyto povinné argumenty:
cli-clap-used-twice = argument '{ $arg }' lze použít jen jednou
cli-clap-conflict = argument '{ $arg }' nelze použít spolu s '{ $other }'
cli-clap-conflict-list = argument '{ $arg }' nelze použít spolu s:
cli-clap-similar-command = { $count ->
    [one] existuje podobný příkaz
   *[other] existují podobné příkazy
}: { $names }
cli-clap-similar-argument = { $count ->
    [one] existuje podobný argument
   *[other] existují podobné argumenty
}: { $names }
cli-clap-similar-value = { $count ->
    [one] existuje podobná hodnota
   *[other] existují podobné hodnoty
}: { $names }
cli-clap-pass-as-value = chcete-li předat '{ $arg }' jako hodnotu, použijte '{ $instead }'
cli-clap-exists = existuje '{ $found }'
cli-value-whole = { $value } není celé číslo od { $min } do { $max }
cli-value-whole-empty = nebylo zadáno žádné číslo: je třeba celé číslo od { $min } do { $max }
cli-match-not-a-player = '{ $spec }' není hráč: použijte easy, medium, hard, random, depth:N, time:MS nebo engine:CMD
cli-match-bad-depth = '{ $spec }': hloubka musí být celé číslo od 1 do { $max }
cli-match-bad-time = '{ $spec }': čas musí být celé číslo milisekund od 1 do { $max }

# Output and input that could not be used (harden)
cli-error-stdout = výstup nelze zapsat: { $error }

## The engine protocol (`yote engine`) and engines in `yote match`

cli-engine = Mluví protokolem enginu na standardním vstupu a výstupu (viz docs/scripting.md).
engine-error-too-long = řádek je delší než { $max } bajtů
engine-error-not-utf8 = řádek není text v UTF-8
engine-error-searching = běží hledání: nejdřív pošlete stop
engine-error-unknown = '{ $command }' není příkaz: použijte yote, rules, position, go, stop nebo quit
engine-error-version = tento engine mluví protokolem verze { $version }: pošlete 'yote { $version }'
engine-error-go = použijte go depth N, go time MS nebo go nodes N
engine-error-depth = hloubka musí být od 1 do { $max }
cli-match-engine-time = Milisekundy na tah pro hráče engine:CMD (posílá se jako go time MS).
cli-match-record = Uloží každou partii do této složky jako uloženou partii (game-0001.toml, …), kterou čtou yote --load a yote review.
cli-match-engine-nodes = Hráči engine prohledají tolik pozic na tah (posílá se jako go nodes N) místo --engine-time, které pak omezuje čekání.
cli-match-max-plies = Partie, která po tolika tazích stále běží, se zastaví a počítá se jako remíza (nejvýše 1000, výchozí hodnota).
cli-match-record-folder = nelze vytvořit složku { $folder } pro partie: { $error }
match-engine-lost = partie { $game }: { $player } ji prohrává: { $why }
match-engine-start = nepodařilo se ho spustit ({ $error })
match-engine-died = skončil nebo zavřel svůj výstup
match-engine-hung = žádná odpověď do { $ms } ms
match-engine-illegal = odpověděl '{ $answer }', což tu není legální tah
match-engine-refused = odmítl řádek: { $answer }
match-engine-unexpected = na { $asked ->
    [greeting] pozdrav
    [rules] pravidla
    [position] pozici
    [go] go
   *[stop] stop
} odpověděl '{ $answer }'
match-engine-flooded = vypsal víc než { $mib } MiB, o které nikdo nežádal
match-engine-no-start = { $player } se nepodařilo spustit ({ $error }): žádná partie se nehraje
engine-error-twice = '{ $key }' je zadáno dvakrát
engine-error-time = čas musí být od 1 do { $max } milisekund
engine-error-nodes = počet pozic musí být od 1 do { $max }
cli-match-sprt = Sekvenční test (SPRT, chyby 5 %) Elo výhody prvního hráče: ELO0 proti ELO1; skončí, když jednu přijme; --games je strop.
cli-match-bad-sprt = '{ $value }' není test: použijte ELO0,ELO1, kde ELO0 je menší než ELO1, např. 0,20
match-sprt = SPRT Elo { $elo0 } proti { $elo1 }: llr { $llr } (meze { $low } až { $high }), { $verdict }
match-sprt-h0 = přijata H0
match-sprt-h1 = přijata H1
match-sprt-open = v odehraných partiích bez rozhodnutí
cli-analyze-threads = Vlákna hledání (výchozí: 1 s --depth, deterministické hledání; všechna jádra s --time).
cli-match-threads = Vlákna hledání každého hráče hard nebo time:MS (výchozí: jádra rozdělená mezi --jobs; ostatní hráči používají jedno).
cli-engine-threads = Vlákna hledání pro go (výchozí: 1 jen pro go depth, jinak všechna jádra).
cli-engine-without = Hledá bez těchto částí selektivního hledání (oddělených čárkou), aby se v partiích změřilo, co každá přináší: null-move, reductions, futility, conversion.
cli-svg-no-folder = složka { $folder } neexistuje
cli-svg-folder-takes-no-file = do složky { $folder } nelze zapsat žádný soubor (systém v ní nové soubory nevytváří)

## Popisek `yote position --svg`.

diagram-turn = tah { $number }, na tahu je { $side }
diagram-over = { $moves }: { $result } ({ $reason })
diagram-hands = v ruce: { $white } { $white_hand }, { $black } { $black_hand }

## yote host a yote join: partie mezi dvěma počítači.

cli-host = Hrajte s někým na jiném počítači: ukáže kód k připojení a čeká.
cli-host-port = Port, na kterém čekat (0: kterýkoli volný, bude vypsán).
cli-host-bind = Adresa, na které čekat (výchozí: všechny adresy tohoto počítače).
cli-host-resume = Pokračuje v partii uložené posledním yote host, s novým kódem.
cli-host-black = Hrajete černými (jinak hostitel hraje bílými).
cli-host-clock = Nabídne partii s hodinami, i pro druhého hráče: MINUTY+SEKUNDY jako u --clock (5+3). Jen na celé obrazovce.
cli-join = Připojí se k partii, kterou nabízí jiný počítač, jejím kódem.
cli-join-code = Kód, který ukazuje hostitel, např. 7-ocean-violet.
cli-join-address = Adresa hostitele: HOST nebo HOST:PORT.
cli-net-name = Vaše jméno, jak ho uvidí druhý hráč.
cli-net-lines = Hrát po řádcích i v terminálu (jinak hra na celé obrazovce).
net-code = Kód k připojení: { $code } (asi { $bits } bitů; řekněte ho druhému hráči a nikomu jinému)
net-listening = Čeká se na { $address }. Druhý hráč napíše: yote join { $code } ADRESA:{ $port }
net-kept-replaced = { $count ->
    [one] Byla uložena partie mezi dvěma počítači (1 tah)
    [few] Byla uložena partie mezi dvěma počítači ({ $count } tahy)
   *[other] Byla uložena partie mezi dvěma počítači ({ $count } tahů)
}; tato nová ji nahrazuje (yote host --resume pokračuje v uložené partii).
net-nothing-to-resume = není uložena žádná partie yote host, ve které by šlo pokračovat
net-cannot-listen = nelze čekat na { $address }: { $error }
net-bad-address = '{ $address }' není adresa k připojení: { $error }
net-no-address = žádná adresa nenalezena
net-join-failed = k partii se nepodařilo připojit: { $why }
net-resuming = Partie pokračuje ({ $moves }).
net-clock-with-resume = --clock nelze zadat s --resume: uložená partie pokračuje se svými hodinami
net-clock-lines = --clock se hraje jen na celé obrazovce: vynechte --lines (nebo hodiny)
net-clock-in-lines = Tato partie se hraje s hodinami ({ $clock }); řádky je neukazují: hodiny běží na obrazovce hráče { $name } a padlý praporek ukončí partii i zde.
net-waiting = Čeká se na druhého hráče…
net-waiting-back = Čeká se, až se { $name } vrátí…
net-connected = { $name } je tu. Hrajete za: { $color }.
net-your-move = Jste na tahu ({ $color }). Napište tah, nebo zpět, remíza, vzdát, deska, konec, nápověda.
net-their-move = Na tahu: { $name }.
net-moved = { $name } táhl(a) { $token }.
net-offer-undo = { $name } žádá vrátit partii k tahu { $number }. Odpovězte ano nebo ne.
net-offer-draw = { $name } nabízí remízu. Odpovězte ano nebo ne.
net-offered = Nabídka odeslána; čeká se na odpověď: { $name }.
net-declined = { $name } odmítl(a).
net-agreed = { $name } souhlasí.
net-no-offer = Není žádná nabídka, na kterou odpovědět.
net-cannot-undo = Nemáte žádný tah, který by šlo vrátit.
net-not-your-move = Na tahu: { $name }.
net-bad-move = '{ $token }' zde není tah: { $why }
net-away = { $name } není připojen(a); hrát můžete, až se vrátí.
net-help = Napište tah v notaci (@c3, c3-c4, c3xc5); zpět nebo remíza: nabídnout; vzdát; ano nebo ne: odpovědět na nabídku; deska: ukázat desku; konec: odejít (partie se uloží).
net-quit = Odešli jste. Partie je uložena: yote host --resume nebo yote join s kódem v ní pokračuje.
net-kept = Partie je uložena: yote host --resume nebo yote join s kódem v ní pokračuje.
net-game-over = Konec partie: { $result } ({ $reason }).
net-archived = Partie je uložena v { $path }
net-not-kept = partii se nepodařilo uložit: { $error }
net-records-differ = Oba záznamy partie se liší ({ $why }); partie zde končí, každá strana si ponechá svůj.
net-refused = Odmítnuto od: { $name }: { $why }. Partie pokračuje.
net-lost = Spojení s: { $name } je ztraceno: { $why }.
net-calling-again = Znovu se volá: { $name }…
net-wrong-code = Někdo zkusil špatný kód (zbývá { $left } pokusů, než se kód změní).
net-new-code = Tři špatné kódy: kód je nyní { $code }
net-busy = Druhý volající ({ $address }) byl odmítnut: hraje se partie.
net-attempt-failed = Pokus o připojení selhal: { $why }. Čeká se dál.
net-word-undo = zpět
net-word-draw = remíza
net-word-resign = vzdát
net-word-yes = ano
net-word-no = ne
net-word-quit = konec
net-word-help = nápověda
net-word-board = deska
