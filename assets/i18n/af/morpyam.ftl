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

morpyam-seat-red = Rooi
morpyam-seat-blue = Blou
morpyam-seat-yellow = Geel
morpyam-seat-green = Groen

## Scoreboard: the short line under a seat's name.

morpyam-detail-resigned = het oorgegee
morpyam-detail-tokens-left =
    { $n ->
        [one] { $n } skyf oor
       *[other] { $n } skywe oor
    }

## Banner when a match opens during the roll-off for first player.

morpyam-opening-roll-off = Wie begin? Wie die hoogste gooi, speel eerste

## Turn panel, title line. $name: a seat's name.

morpyam-title-over = Die spel is verby
morpyam-title-thinking = { $name } dink…
morpyam-title-roll-off = Wie begin? { $name } gooi
morpyam-title-build = { $name } lê 'n teël
morpyam-title-your-turn = { $name } · jou beurt
morpyam-title-turn = { $name } se beurt

## Turn panel, status line: the roll, then what became of the call, joined by
## morpyam-status-join. $rolls: throws allowed in a turn; $figure: a figure's name.

morpyam-status-tiles-left =
    { $n ->
        [one] Nog { $n } teël om te lê
       *[other] Nog { $n } teëls om te lê
    }
morpyam-status-roll-off = Wie die hoogste gooi, speel eerste
morpyam-status-roll-next = Worp 1 van { $rolls } volg
morpyam-status-roll = Worp { $roll } van { $rolls }
morpyam-status-called = { $figure } aangekondig
morpyam-status-call-came-true = { $figure } soos aangekondig
morpyam-status-call-failed = { $figure } misluk
morpyam-status-join = { $a } · { $b }

## Turn panel, detail line: the dice ($dice, e.g. "3 3 5 1 2") and the figures they can cover.

morpyam-dice-made = { $dice } · { $figures }
morpyam-dice-none = { $dice } · geen figuur

## Turn panel, hint for the human deciding. On their turn the hint is made of the sentences
## that apply, joined by morpyam-hint-join.
## Keys are named by { key-select }, { key-back } and { key-arrows } (table.ftl), per $device;
## after a touch ($device is "touch") a hint names taps and drags instead.

morpyam-hint-roll-off = Hou Gooi ingedruk om die dobbelsteen te skud, los om te gooi.
morpyam-hint-build = Kies 'n teël, dan 'n leë blokkie op die rooster.
morpyam-hint-call-came-true = Jou aankondiging het uitgekom: bedek die { -morpyam-appel }-blokkie.
morpyam-hint-place = { $device ->
    [touch] Tik op 'n verligte blokkie.
   *[other] Plaas op 'n verligte blokkie (klik, of { key-arrows } + { key-select }).
}
morpyam-hint-keep = { $device ->
    [touch] Tik op dobbelstene om hulle te hou.
   *[other] Klik op dobbelstene om hulle te hou.
}
morpyam-hint-throw = Hou Gooi ingedruk, swiep om te mik, los.
morpyam-hint-join = { $a } { $b }

## Turn panel controls (buttons and choosers; short).

morpyam-button-throw-first = Gooi vir die eerste beurt
morpyam-button-stop = Stop
# The throw button: $n is how many dice it throws (0 when every die is kept).
morpyam-button-throw =
    { $n ->
        [0] Hou minder terug
        [one] Gooi { $n } dobbelsteen
       *[other] Gooi { $n } dobbelstene
    }
# Under each die's value: kept aside, or thrown again (very short).
morpyam-die-kept = GEHOU
morpyam-die-throw = gooi
morpyam-die-keep = hou
morpyam-chooser-call = Roep
morpyam-call-none = Geen
morpyam-chooser-tile = Teël
# A tile to lay and how many of it the player holds.
morpyam-tile-held = { $figure } · { $held }

## Banner and log lines as the match goes. $name: a seat's name; $figure: a figure's name.

# Log only: the roll-off for first player.
morpyam-log-roll-off-die = { $name } gooi 'n { $value } vir die eerste beurt
# $names: the tied seats ("Red and Blue").
morpyam-roll-off-tie = Gelykop: { $names } gooi weer
morpyam-first-player = { $name } speel eerste
# Log only: a tile laid while the grid is built.
morpyam-log-tile-laid = { $name } lê { $figure }
morpyam-grid-built = Die rooster is klaar: die spel begin
morpyam-turn = { $name } se beurt
morpyam-plays-again = { $name } speel weer
morpyam-call-made = { $name } kondig { $figure } aan vir worp { $roll }
# Log only: $n dice thrown, on throw $roll of the turn; $faces: the five dice ("3 3 5 1 2").
morpyam-log-dice-rolled =
    { $n ->
        [one] { $name } gooi { $n } dobbelsteen (worp { $roll }): { $faces }
       *[other] { $name } gooi { $n } dobbelstene (worp { $roll }): { $faces }
    }
morpyam-call-came-true = { $figure } soos aangekondig! { $name } bedek die { -morpyam-appel }-blokkie
morpyam-call-failed = Geen { $figure } nie: { $name } se aankondiging het misluk
# Log only.
morpyam-log-token-placed = { $name } bedek { $figure }
morpyam-extra-turn = { -morpyam-morpyam }! { $name } speel weer
# KO and "KO R. D'Aversa" are the game's terms: they stay as they are.
morpyam-ko = KO! Vyf in 'n ry vir { $name }
morpyam-ko-daversa = KO R. D'Aversa! Twee keer { -morpyam-morpyam } in een beurt vir { $name }
morpyam-passed-stopped = { $name } stop en plaas niks
morpyam-passed-no-figure = { $name } plaas niks: geen figuur op 'n vrye blokkie nie
morpyam-passed-failed-call = { $name } plaas niks ná 'n mislukte aankondiging
morpyam-passed-resigned = { $name } het oorgegee
morpyam-resigns = { $name } gee oor
# $n: turns in a row in which nobody placed a token.
morpyam-idle-end =
    { $n ->
        [one] { $n } beurt sonder 'n skyf: die spel eindig
       *[other] { $n } beurte na mekaar sonder 'n skyf: die spel eindig
    }

## Rules panel (pause menu): a heading and a paragraph per section, written from the variant's
## options. Figure names, CALL and KO are the game's terms.

morpyam-rules-goal-heading = Doel
# $tokens: each player's tokens; $bonus: the bonus for the last token, without its sign, and
# $sign (plus or minus) its sign.
morpyam-rules-goal =
    Kry jou skywe in 'n ry op die rooster. Elke speler het { $tokens } skywe; die spel eindig wanneer iemand se laaste skyf geplaas word ({ $sign ->
        [minus] -
       *[plus] +
    }{ $bonus } bonus), of dadelik met 'n KO.

morpyam-rules-build-heading = Die rooster bou
morpyam-rules-build = Voor die spel begin, word die figure as teëls uitgedeel: die eerste speler lê al sy teëls op leë blokkies, dan elke speler om die beurt.

morpyam-rules-turn-heading = Jou beurt
# $rolls: throws in a turn; $mini: MINI's highest sum; $maxi: MAXI's lowest sum.
morpyam-rules-turn = Gooi die vyf dobbelstene tot { $rolls } keer. Voor 'n worp mag jy enige dobbelstene eenkant hou. Ná elke worp mag jy stop en 'n vrye blokkie bedek as die dobbelstene die figuur daarop vorm, of stop sonder om iets te plaas. { -morpyam-brelan } vereis drie dobbelstene met die waarde wat op die blokkie gedruk is; { -morpyam-petite-suite } vier in volgorde, { -morpyam-suite } vyf, { -morpyam-full } drie eenderse en 'n paar, { -morpyam-carre } vier eenderse, { -morpyam-mini } 'n som van { $mini } of minder, { -morpyam-maxi } { $maxi } of meer, { -morpyam-morpyam } vyf eenderse.

morpyam-rules-calls-heading = { -morpyam-sec } en { -morpyam-appel }
# $figures: the figures a CALL may name after the first throw ("MORPYAM, CARRÉ, MAXI").
morpyam-rules-calls = { -morpyam-sec } word net bedek met 'n figuur uit die eerste worp. Voor 'n worp mag jy 'n figuur aankondig ({ $figures }, of { -morpyam-sec } voor die eerste worp): as die volgende worp dit gee, moet jy die { -morpyam-appel }-blokkie bedek; indien nie, plaas daardie worp niks, en 'n mislukte aankondiging op die laaste worp kos jou die beurt.

morpyam-rules-morpyam-heading = { -morpyam-morpyam }
# Options: $squares (yes: the grid has MORPYAM squares), $sec and $appel (yes: the grid has
# that square), $extra (any: five alike anywhere earns the extra turn; square: only on a
# MORPYAM square), $full (yes: five alike also counts as a FULL), $daversa (yes: the KO
# R. D'Aversa rule is on).
morpyam-rules-morpyam =
    { $squares ->
        [yes] Vyf eenderse dobbelstene is 'n { -morpyam-morpyam }. Solank 'n { -morpyam-morpyam }-blokkie vry is, mag 'n { -morpyam-morpyam } net 'n { -morpyam-morpyam }-blokkie bedek; sodra hulle almal beset is, mag dit enige ander blokkie bedek waarvoor dit tel ({ -morpyam-carre }, { -morpyam-full }, { -morpyam-brelan }…{ $sec ->
                [yes] , { -morpyam-sec } met die eerste worp).
               *[no] ).
            }{ $appel ->
                [yes] {" "}'n Aangekondigde figuur wat uitkom, gaan steeds op die { -morpyam-appel }-blokkie.
               *[no] {""}
            }{" "}
       *[no] {""}
    }{ $extra ->
        [square] 'n Skyf wat met vyf eenderse dobbelstene op 'n { -morpyam-morpyam }-blokkie geplaas word, gee jou nog 'n beurt.
       *[any] 'n Skyf wat met vyf eenderse dobbelstene geplaas word, gee jou nog 'n beurt.
    }{ $full ->
        [yes] {" "}Vyf eenderse tel ook as 'n { -morpyam-full }.
       *[no] {""}
    }{ $daversa ->
        [yes] {" "}Wie in dieselfde beurt twee keer met 'n { -morpyam-morpyam } plaas, wen dadelik (KO R. D'Aversa).
       *[no] {""}
    }

morpyam-rules-scoring-heading = Puntetelling
# $ko: tokens in a line for a KO; $three and $four: points for a line of 3 and of 4.
morpyam-rules-scoring = { $ko } skywe in 'n lyn (ry, kolom of diagonaal) wen dadelik: KO. Anders kry jy aan die einde { $three ->
        [one] { $three } punt
       *[other] { $three } punte
    } vir elke lyn van presies 3 en { $four ->
        [one] { $four } punt
       *[other] { $four } punte
    } vir elke lyn van 4.

morpyam-rules-idle-heading = Dooiepunt
# $rounds: full rounds in a row with no token placed.
morpyam-rules-idle =
    { $rounds ->
        [one] Ná { $rounds } volle rondte sonder dat iemand 'n skyf plaas, eindig die spel sonder die bonus.
       *[other] Ná { $rounds } volle rondtes na mekaar sonder dat iemand 'n skyf plaas, eindig die spel sonder die bonus.
    }

morpyam-square-at = ry { $row }, kolom { $column }
morpyam-advice-roll-off = gooi jou dobbelsteen
morpyam-advice-throw-all = gooi al vyf dobbelstene
morpyam-advice-keep = hou { $dice } en gooi { $n ->
    [one] een dobbelsteen
   *[other] { $n } dobbelstene
}
morpyam-advice-call = kondig { $figure } aan
morpyam-advice-place = stop en bedek { $figure } op { $at }
morpyam-advice-tile = lê die { $figure }-teël op { $at }
morpyam-advice-pass = stop en pas
morpyam-advice-why-ko = { $move }: vyf in 'n ry, KO
morpyam-advice-why-points = { $move }: dit tel { $n ->
    [one] { $n } punt
   *[other] { $n } punte
}
