### Morpyam: the table, its turn panel, banners, log and rules panel.

## The figures printed on the grid. These are the game's own (French) terms: they stay as on
## the original sheet in every language, like the printed squares.

-morpyam-brelan = BRELAN
-morpyam-petite-suite = PETITE SUITE
-morpyam-suite = SUITE
-morpyam-full = FULL
-morpyam-carre = CARRÉ
-morpyam-mini = MINI
-morpyam-maxi = MAXI
-morpyam-morpyam = MORPYAM
-morpyam-sec = SEC
-morpyam-appel = APPEL

## A figure's name where the table names one (banner, log, turn panel, call and tile choosers).
## Only "of" is to translate: the names are the game's terms (above).

# $value (number): the value printed on the square, 1 to 6.
morpyam-figure-brelan = { -morpyam-brelan } van { $value }
morpyam-figure-petite-suite = { -morpyam-petite-suite }
morpyam-figure-suite = { -morpyam-suite }
morpyam-figure-full = { -morpyam-full }
morpyam-figure-carre = { -morpyam-carre }
morpyam-figure-mini = { -morpyam-mini }
morpyam-figure-maxi = { -morpyam-maxi }
morpyam-figure-morpyam = { -morpyam-morpyam }
morpyam-figure-sec = { -morpyam-sec }
morpyam-figure-appel = { -morpyam-appel }

# A list of figures, one pair at a time ("FULL, CARRÉ, MAXI"): turn panel and rules panel.
morpyam-figure-list = { $a }, { $b }

## Seat names: the colours of the tokens (scoreboard, banners, log).

morpyam-seat-red = Rood
morpyam-seat-blue = Blauw
morpyam-seat-yellow = Geel
morpyam-seat-green = Groen

## Scoreboard: the short line under a seat's name.

morpyam-detail-resigned = opgegeven
morpyam-detail-tokens-left =
    { $n ->
        [one] nog { $n } fiche
       *[other] nog { $n } fiches
    }

## Banner when a match opens during the roll-off for first player.

morpyam-opening-roll-off = Wie begint? Wie het hoogst gooit

## Turn panel, title line. $name: a seat's name.

morpyam-title-over = De partij is voorbij
morpyam-title-thinking = { $name } denkt na…
morpyam-title-roll-off = Wie begint? { $name } gooit
morpyam-title-build = { $name } legt een tegel
morpyam-title-your-turn = { $name } · jouw beurt
morpyam-title-turn = { $name } is aan de beurt

## Turn panel, status line: the roll, then what became of the call, joined by
## morpyam-status-join. $rolls: throws allowed in a turn; $figure: a figure's name.

morpyam-status-tiles-left =
    { $n ->
        [one] Nog { $n } tegel te leggen
       *[other] Nog { $n } tegels te leggen
    }
morpyam-status-roll-off = Wie het hoogst gooit, begint
morpyam-status-roll-next = Volgende: worp 1 van { $rolls }
morpyam-status-roll = Worp { $roll } van { $rolls }
morpyam-status-called = { $figure } opgeroepen
morpyam-status-call-came-true = oproep { $figure } geslaagd
morpyam-status-call-failed = oproep { $figure } mislukt
morpyam-status-join = { $a } · { $b }

## Turn panel, detail line: the dice ($dice, e.g. "3 3 5 1 2") and the figures they can cover.

morpyam-dice-made = { $dice } · { $figures }
morpyam-dice-none = { $dice } · geen figuur

## Turn panel, hint for the human deciding. On their turn the hint is made of the sentences
## that apply, joined by morpyam-hint-join.
## Keys are named by { key-select }, { key-back } and { key-arrows } (table.ftl), per $device;
## after a touch ($device is "touch") a hint names taps and drags instead.

morpyam-hint-roll-off = Houd Gooi ingedrukt om te schudden, laat los om te gooien.
morpyam-hint-build = Kies een tegel en dan een leeg vak op het rooster.
morpyam-hint-call-came-true = Je oproep is geslaagd: bedek het { -morpyam-appel }-vak.
morpyam-hint-place = { $device ->
    [touch] Tik op een oplichtend vak.
   *[other] Kies een oplichtend vak (klik, of { key-arrows } + { key-select }).
}
morpyam-hint-keep = { $device ->
    [touch] Tik op dobbelstenen om ze vast te houden.
   *[other] Klik op dobbelstenen om ze vast te houden.
}
morpyam-hint-throw = Houd Gooi ingedrukt, zwiep om te richten, laat los.
morpyam-hint-join = { $a } { $b }

## Turn panel controls (buttons and choosers; short).

morpyam-button-throw-first = Gooi voor de eerste beurt
morpyam-button-stop = Stop
# The throw button: $n is how many dice it throws (0 when every die is kept).
morpyam-button-throw =
    { $n ->
        [0] Houd minder vast
        [one] Gooi { $n } dobbelsteen
       *[other] Gooi { $n } dobbelstenen
    }
# Under each die's value: kept aside, or thrown again (very short).
morpyam-die-kept = VAST
morpyam-die-throw = gooi
morpyam-die-keep = houden
morpyam-chooser-call = Oproep
morpyam-call-none = Geen oproep
morpyam-chooser-tile = Tegel
# A tile to lay and how many of it the player holds.
morpyam-tile-held = { $figure } · { $held }

## Banner and log lines as the match goes. $name: a seat's name; $figure: a figure's name.

# Log only: the roll-off for first player.
morpyam-log-roll-off-die = { $name } gooit een { $value } voor de eerste beurt
# $names: the tied seats ("Red and Blue").
morpyam-roll-off-tie = Gelijke worp: { $names } gooien opnieuw
morpyam-first-player = { $name } begint
# Log only: a tile laid while the grid is built.
morpyam-log-tile-laid = { $name } legt { $figure }
morpyam-grid-built = Het rooster is klaar: het spel begint
morpyam-turn = { $name } is aan de beurt
morpyam-plays-again = { $name } speelt opnieuw
morpyam-call-made = { $name } roept { $figure } op voor worp { $roll }
# Log only: $n dice thrown, on throw $roll of the turn; $faces: the five dice ("3 3 5 1 2").
morpyam-log-dice-rolled =
    { $n ->
        [one] { $name } gooit { $n } dobbelsteen (worp { $roll }): { $faces }
       *[other] { $name } gooit { $n } dobbelstenen (worp { $roll }): { $faces }
    }
morpyam-call-came-true = Oproep geslaagd: { $figure }! { $name } bedekt het { -morpyam-appel }-vak
morpyam-call-failed = Geen { $figure }: oproep van { $name } mislukt
# Log only.
morpyam-log-token-placed = { $name } bedekt { $figure }
morpyam-extra-turn = { -morpyam-morpyam }! { $name } speelt opnieuw
# KO and "KO R. D'Aversa" are the game's terms: they stay as they are.
morpyam-ko = KO! Vijf op een rij voor { $name }
morpyam-ko-daversa = KO R. D'Aversa! Twee { -morpyam-morpyam }s in één beurt voor { $name }
morpyam-passed-stopped = { $name } stopt en plaatst geen fiche
morpyam-passed-no-figure = { $name } plaatst geen fiche: geen figuur op een vrij vak
morpyam-passed-failed-call = { $name } plaatst geen fiche na een mislukte oproep
morpyam-passed-resigned = { $name } heeft opgegeven
morpyam-resigns = { $name } geeft op
# $n: turns in a row in which nobody placed a token.
morpyam-idle-end =
    { $n ->
        [one] { $n } beurt op rij zonder fiche: de partij eindigt
       *[other] { $n } beurten op rij zonder fiche: de partij eindigt
    }

## Rules panel (pause menu): a heading and a paragraph per section, written from the variant's
## options. Figure names, CALL and KO are the game's terms.

morpyam-rules-goal-heading = Doel
# $tokens: each player's tokens; $bonus: the bonus for the last token, without its sign, and
# $sign (plus or minus) its sign.
morpyam-rules-goal =
    Zet je fiches op een rij op het rooster. Elke speler heeft { $tokens } fiches; de partij eindigt zodra iemand zijn laatste fiche plaatst ({ $sign ->
        [minus] -
       *[plus] +
    }{ $bonus } bonus), of meteen bij een KO.

morpyam-rules-build-heading = Het rooster leggen
morpyam-rules-build = Voor het spel worden de figuren als tegels verdeeld: de eerste speler legt al zijn tegels op lege vakken, daarna elke speler om de beurt.

morpyam-rules-turn-heading = Jouw beurt
# $rolls: throws in a turn; $mini: MINI's highest sum; $maxi: MAXI's lowest sum.
morpyam-rules-turn = Gooi de vijf dobbelstenen tot { $rolls } keer. Voor elke worp mag je dobbelstenen vasthouden. Na elke worp mag je stoppen en een vrij vak bedekken waarvan de dobbelstenen de figuur vormen, of stoppen zonder iets te plaatsen. { -morpyam-brelan } vraagt drie dobbelstenen met de waarde op het vak; { -morpyam-petite-suite } vier opeenvolgende, { -morpyam-suite } vijf, { -morpyam-full } drie gelijke plus een paar, { -morpyam-carre } vier gelijke, { -morpyam-mini } een som van { $mini } of minder, { -morpyam-maxi } { $maxi } of meer, { -morpyam-morpyam } vijf gelijke.

morpyam-rules-calls-heading = { -morpyam-sec } en { -morpyam-appel }
# $figures: the figures a CALL may name after the first throw ("MORPYAM, CARRÉ, MAXI").
morpyam-rules-calls = Het { -morpyam-sec }-vak bedek je alleen met een figuur uit de eerste worp. Voor een worp mag je een figuur OPROEPEN ({ $figures }, of { -morpyam-sec } voor de eerste worp): lukt die figuur bij de volgende worp, dan moet je het { -morpyam-appel }-vak bedekken; lukt hij niet, dan levert die worp niets op, en een mislukte oproep bij de laatste worp kost je de beurt.

morpyam-rules-morpyam-heading = { -morpyam-morpyam }
# Options: $squares (yes: the grid has MORPYAM squares), $sec and $appel (yes: the grid has
# that square), $extra (any: five alike anywhere earns the extra turn; square: only on a
# MORPYAM square), $full (yes: five alike also counts as a FULL), $daversa (yes: the KO
# R. D'Aversa rule is on).
morpyam-rules-morpyam =
    { $squares ->
        [yes] Vijf gelijke dobbelstenen vormen een { -morpyam-morpyam }. Zolang er een { -morpyam-morpyam }-vak vrij is, mag een { -morpyam-morpyam } alleen een { -morpyam-morpyam }-vak bedekken; zijn die allemaal bezet, dan mag hij elk ander passend vak bedekken ({ -morpyam-carre }, { -morpyam-full }, { -morpyam-brelan }…{ $sec ->
                [yes] , { -morpyam-sec } bij de eerste worp).
               *[no] ).
            }{ $appel ->
                [yes] {" "}Een geslaagde oproep bedekt nog steeds het { -morpyam-appel }-vak.
               *[no] {""}
            }{" "}
       *[no] {""}
    }{ $extra ->
        [square] Wie met vijf gelijke een fiche op een { -morpyam-morpyam }-vak plaatst, krijgt een extra beurt.
       *[any] Wie met vijf gelijke een fiche plaatst, krijgt een extra beurt.
    }{ $full ->
        [yes] {" "}Vijf gelijke tellen ook als { -morpyam-full }.
       *[no] {""}
    }{ $daversa ->
        [yes] {" "}Wie in dezelfde beurt twee { -morpyam-morpyam }s plaatst, wint meteen (KO R. D'Aversa).
       *[no] {""}
    }

morpyam-rules-scoring-heading = Punten tellen
# $ko: tokens in a line for a KO; $three and $four: points for a line of 3 and of 4.
morpyam-rules-scoring = { $ko } fiches op een rij (horizontaal, verticaal of diagonaal) winnen meteen: KO. Anders krijg je aan het einde { $three ->
        [one] { $three } punt
       *[other] { $three } punten
    } voor elke lijn van precies 3 fiches en { $four ->
        [one] { $four } punt
       *[other] { $four } punten
    } voor elke lijn van 4.

morpyam-rules-idle-heading = Patstelling
# $rounds: full rounds in a row with no token placed.
morpyam-rules-idle =
    { $rounds ->
        [one] Na { $rounds } volle ronde op rij zonder nieuwe fiche eindigt de partij zonder bonus.
       *[other] Na { $rounds } volle rondes op rij zonder nieuwe fiche eindigt de partij zonder bonus.
    }

morpyam-square-at = rij { $row }, kolom { $column }
morpyam-advice-roll-off = gooi je dobbelsteen
morpyam-advice-throw-all = gooi alle vijf dobbelstenen
morpyam-advice-keep = houd { $dice } en gooi { $n ->
    [one] één dobbelsteen
   *[other] { $n } dobbelstenen
}
morpyam-advice-call = roep { $figure } op
morpyam-advice-place = stop en bedek { $figure } op { $at }
morpyam-advice-tile = leg de tegel { $figure } op { $at }
morpyam-advice-pass = stop en pas
morpyam-advice-why-ko = { $move }: vijf op een rij, KO
morpyam-advice-why-points = { $move }: dat levert { $n ->
    [one] { $n } punt
   *[other] { $n } punten
} op
