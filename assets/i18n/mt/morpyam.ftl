### Morpyam: the table, its turn panel, banners, log and rules panel.
### Maltese: token = gettun (pl. gettuni), tile = maduma (pl. madumiet), square = kaxxa,
### grid = grilja, die = żara (pl. żarijiet), throw = tefgħa, call = sejħa.
### Counting nouns: 1 "gettun wieħed", 0 and 2–10 plural ("3 gettuni"),
### 11–19 "-il" + singular ("11-il gettun"), 20+ singular ("20 gettun").

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
morpyam-figure-brelan = { -morpyam-brelan } ta' { $value }
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

morpyam-seat-red = Aħmar
morpyam-seat-blue = Blu
morpyam-seat-yellow = Isfar
morpyam-seat-green = Aħdar

## Scoreboard: the short line under a seat's name.

morpyam-detail-resigned = irtira
morpyam-detail-tokens-left =
    { $n ->
        [one] fadal gettun wieħed
        [few] fadal { $n } gettuni
        [many] fadal { $n }-il gettun
       *[other] fadal { $n } gettun
    }

## Banner when a match opens during the roll-off for first player.

morpyam-opening-roll-off = Min jibda? Min jitfa' l-ogħla jilgħab l-ewwel

## Turn panel, title line. $name: a seat's name.

morpyam-title-over = Il-logħba spiċċat
morpyam-title-thinking = { $name } qed jaħseb…
morpyam-title-roll-off = Min jibda? { $name } jitfa'
morpyam-title-build = { $name } iqiegħed maduma
morpyam-title-your-turn = { $name } · id-dawra tiegħek
morpyam-title-turn = Id-dawra ta' { $name }

## Turn panel, status line: the roll, then what became of the call, joined by
## morpyam-status-join. $rolls: throws allowed in a turn; $figure: a figure's name.

morpyam-status-tiles-left =
    { $n ->
        [one] Fadal maduma waħda biex titqiegħed
        [few] Fadal { $n } madumiet biex jitqiegħdu
        [many] Fadal { $n }-il maduma biex jitqiegħdu
       *[other] Fadal { $n } maduma biex jitqiegħdu
    }
morpyam-status-roll-off = Min jitfa' l-ogħla jilgħab l-ewwel
morpyam-status-roll-next = Jmiss tefgħa 1 minn { $rolls }
morpyam-status-roll = Tefgħa { $roll } minn { $rolls }
morpyam-status-called = sejħa: { $figure }
morpyam-status-call-came-true = sejħa rnexxiet: { $figure }
morpyam-status-call-failed = sejħa falliet: { $figure }
morpyam-status-join = { $a } · { $b }

## Turn panel, detail line: the dice ($dice, e.g. "3 3 5 1 2") and the figures they can cover.

morpyam-dice-made = { $dice } · { $figures }
morpyam-dice-none = { $dice } · ebda figura

## Turn panel, hint for the human deciding. On their turn the hint is made of the sentences
## that apply, joined by morpyam-hint-join.
## Keys are named by { key-select }, { key-back } and { key-arrows } (table.ftl), per $device;
## after a touch ($device is "touch") a hint names taps and drags instead.

morpyam-hint-roll-off = Żomm Itfa' biex tħawwad iż-żara, erħi biex titfa'.
morpyam-hint-build = Agħżel maduma, imbagħad kaxxa vojta fil-grilja.
morpyam-hint-call-came-true = Is-sejħa rnexxiet: għatti l-kaxxa { -morpyam-appel }.
morpyam-hint-place = { $device ->
    [touch] Mess kaxxa mixgħula.
   *[other] Qiegħed fuq kaxxa mixgħula (klikk, jew { key-arrows } + { key-select }).
}
morpyam-hint-keep = { $device ->
    [touch] Mess iż-żarijiet li trid iżżomm.
   *[other] Ikklikkja ż-żarijiet li trid iżżomm.
}
morpyam-hint-throw = Żomm Itfa', ċaqlaq biex timmira, erħi.
morpyam-hint-join = { $a } { $b }

## Turn panel controls (buttons and choosers; short).

morpyam-button-throw-first = Itfa' għall-ewwel plejer
morpyam-button-stop = Ieqaf
# The throw button: $n is how many dice it throws (0 when every die is kept).
morpyam-button-throw =
    { $n ->
        [0] Żomm inqas biex titfa'
        [one] Itfa' żara waħda
        [few] Itfa' { $n } żarijiet
        [many] Itfa' { $n }-il żara
       *[other] Itfa' { $n } żara
    }
# Under each die's value: kept aside, or thrown again (very short).
morpyam-die-kept = MIŻMUMA
morpyam-die-throw = itfa'
# A die the hint keeps (under its value, in the hint's green).
morpyam-die-keep = żomm
morpyam-chooser-call = Sejħa
morpyam-call-none = Bla sejħa
morpyam-chooser-tile = Maduma
# A tile to lay and how many of it the player holds.
morpyam-tile-held = { $figure } · { $held }

## Banner and log lines as the match goes. $name: a seat's name; $figure: a figure's name.

# Log only: the roll-off for first player.
morpyam-log-roll-off-die = { $name } jitfa' { $value } biex jara min jibda
# $names: the tied seats ("Red and Blue").
morpyam-roll-off-tie = Parità: { $names } jerġgħu jitfgħu
morpyam-first-player = { $name } jilgħab l-ewwel
# Log only: a tile laid while the grid is built.
morpyam-log-tile-laid = { $name } iqiegħed { $figure }
morpyam-grid-built = Il-grilja lesta: il-logħba tibda
morpyam-turn = Id-dawra ta' { $name }
morpyam-plays-again = { $name } jerġa' jilgħab
morpyam-call-made = { $name } isejjaħ { $figure } għat-tefgħa { $roll }
# Log only: $n dice thrown, on throw $roll of the turn; $faces: the five dice ("3 3 5 1 2").
morpyam-log-dice-rolled =
    { $n ->
        [one] { $name } jitfa' żara waħda (tefgħa { $roll }): { $faces }
        [few] { $name } jitfa' { $n } żarijiet (tefgħa { $roll }): { $faces }
        [many] { $name } jitfa' { $n }-il żara (tefgħa { $roll }): { $faces }
       *[other] { $name } jitfa' { $n } żara (tefgħa { $roll }): { $faces }
    }
morpyam-call-came-true = Sejħa rnexxiet: { $figure }! { $name } jgħatti l-kaxxa { -morpyam-appel }
morpyam-call-failed = Ebda { $figure }: is-sejħa ta' { $name } falliet
# Log only.
morpyam-log-token-placed = { $name } jgħatti { $figure }
morpyam-extra-turn = { -morpyam-morpyam }! { $name } jerġa' jilgħab
# KO and "KO R. D'Aversa" are the game's terms: they stay as they are.
morpyam-ko = KO! Ħamsa f'ringiela għal { $name }
morpyam-ko-daversa = KO R. D'Aversa! Żewġ { -morpyam-morpyam } f'dawra waħda għal { $name }
morpyam-passed-stopped = { $name } jieqaf u ma jqiegħed xejn
morpyam-passed-no-figure = { $name } ma jqiegħed xejn: ebda figura fuq kaxxa libera
morpyam-passed-failed-call = { $name } ma jqiegħed xejn wara sejħa falluta
morpyam-passed-resigned = { $name } irtira
morpyam-resigns = { $name } jirtira
# $n: turns in a row in which nobody placed a token.
morpyam-idle-end =
    { $n ->
        [one] Dawra waħda bla gettun: il-logħba tispiċċa
        [few] { $n } dawriet wara xulxin bla gettun: il-logħba tispiċċa
        [many] { $n }-il dawra wara xulxin bla gettun: il-logħba tispiċċa
       *[other] { $n } dawra wara xulxin bla gettun: il-logħba tispiċċa
    }

## Rules panel (pause menu): a heading and a paragraph per section, written from the variant's
## options. Figure names, CALL and KO are the game's terms.

morpyam-rules-goal-heading = Għan
# $tokens: each player's tokens; $bonus: the bonus for the last token, without its sign, and
# $sign (plus or minus) its sign.
morpyam-rules-goal =
    Allinja l-gettuni tiegħek fuq il-grilja. Kull plejer għandu { $tokens ->
        [one] gettun wieħed
        [few] { $tokens } gettuni
        [many] { $tokens }-il gettun
       *[other] { $tokens } gettun
    }; il-logħba tispiċċa meta xi ħadd iqiegħed l-aħħar wieħed tiegħu (bonus ta' { $sign ->
        [minus] -
       *[plus] +
    }{ $bonus }), jew mill-ewwel b'KO.

morpyam-rules-build-heading = Tqegħid tal-grilja
morpyam-rules-build = Qabel il-logħba, il-figuri jitqassmu bħala madum: l-ewwel plejer iqiegħed il-madum kollu tiegħu fuq kaxxi vojta, imbagħad kull plejer fid-dawra tiegħu.

morpyam-rules-turn-heading = Id-dawra tiegħek
# $rolls: throws in a turn; $mini: MINI's highest sum; $maxi: MAXI's lowest sum.
morpyam-rules-turn = Itfa' l-ħames żarijiet sa { $rolls ->
        [one] darba waħda
        [few] { $rolls } darbiet
        [many] { $rolls }-il darba
       *[other] { $rolls } darba
    }. Qabel tefgħa tista' twarrab liema żarijiet trid. Wara kull tefgħa tista' tieqaf u tgħatti kaxxa libera bil-figura li għamlu ż-żarijiet, jew tieqaf bla ma tqiegħed xejn. { -morpyam-brelan } irid tliet żarijiet bil-valur stampat fuq il-kaxxa; { -morpyam-petite-suite } erbgħa f'sekwenza, { -morpyam-suite } ħamsa, { -morpyam-full } tlieta bħal xulxin u par, { -morpyam-carre } erbgħa bħal xulxin, { -morpyam-mini } somma ta' { $mini } jew inqas, { -morpyam-maxi } { $maxi } jew aktar, { -morpyam-morpyam } ħamsa bħal xulxin.

morpyam-rules-calls-heading = { -morpyam-sec } u { -morpyam-appel }
# $figures: the figures a CALL may name after the first throw ("MORPYAM, CARRÉ, MAXI").
morpyam-rules-calls = Il-kaxxa { -morpyam-sec } tingħatta biss b'figura magħmula fl-ewwel tefgħa. Qabel tefgħa tista' tagħmel SEJĦA għal figura ({ $figures }, jew { -morpyam-sec } qabel l-ewwel tefgħa): jekk it-tefgħa ta' wara tagħmilha, trid tgħatti l-kaxxa { -morpyam-appel }; jekk le, dik it-tefgħa ma tqiegħed xejn, u sejħa li tfalli fl-aħħar tefgħa ttellfek id-dawra.

morpyam-rules-morpyam-heading = { -morpyam-morpyam }
# Options: $squares (yes: the grid has MORPYAM squares), $sec and $appel (yes: the grid has
# that square), $extra (any: five alike anywhere earns the extra turn; square: only on a
# MORPYAM square), $full (yes: five alike also counts as a FULL), $daversa (yes: the KO
# R. D'Aversa rule is on).
morpyam-rules-morpyam =
    { $squares ->
        [yes] Ħamsa bħal xulxin jagħmlu { -morpyam-morpyam }. Sakemm tkun libera kaxxa { -morpyam-morpyam }, { -morpyam-morpyam } jista' jgħatti biss kaxxa { -morpyam-morpyam }; meta jittieħdu kollha, jista' jgħatti kull kaxxa oħra li jagħmel ({ -morpyam-carre }, { -morpyam-full }, { -morpyam-brelan }…{ $sec ->
                [yes] , { -morpyam-sec } fl-ewwel tefgħa).
               *[no] ).
            }{ $appel ->
                [yes] {" "}Figura msejħa li tirnexxi xorta tgħatti { -morpyam-appel }.
               *[no] {""}
            }{" "}
       *[no] {""}
    }{ $extra ->
        [square] Gettun imqiegħed fuq kaxxa { -morpyam-morpyam } b'ħamsa bħal xulxin jagħti dawra oħra.
       *[any] Gettun imqiegħed b'ħamsa bħal xulxin jagħti dawra oħra.
    }{ $full ->
        [yes] {" "}Ħamsa bħal xulxin jgħoddu wkoll bħala { -morpyam-full }.
       *[no] {""}
    }{ $daversa ->
        [yes] {" "}Żewġ { -morpyam-morpyam } imqiegħda fl-istess dawra jirbħu mill-ewwel (KO R. D'Aversa).
       *[no] {""}
    }

morpyam-rules-scoring-heading = Punteġġ
# $ko: tokens in a line for a KO; $three and $four: points for a line of 3 and of 4.
morpyam-rules-scoring = { $ko ->
        [one] Gettun wieħed
        [few] { $ko } gettuni
        [many] { $ko }-il gettun
       *[other] { $ko } gettun
    } f'linja (ringiela, kolonna jew dijagonali) jirbħu mill-ewwel: KO. Inkella, fl-aħħar kull linja ta' eżattament 3 tagħti { $three ->
        [one] punt wieħed
        [few] { $three } punti
        [many] { $three }-il punt
       *[other] { $three } punt
    } u kull linja ta' 4 tagħti { $four ->
        [one] punt wieħed
        [few] { $four } punti
        [many] { $four }-il punt
       *[other] { $four } punt
    }.

morpyam-rules-idle-heading = Logħba wieqfa
# $rounds: full rounds in a row with no token placed.
morpyam-rules-idle =
    { $rounds ->
        [one] Wara rawnd sħiħ wieħed bla ebda gettun imqiegħed, il-logħba tispiċċa bla l-bonus.
        [few] Wara { $rounds } rawnds sħaħ konsekuttivi bla ebda gettun imqiegħed, il-logħba tispiċċa bla l-bonus.
        [many] Wara { $rounds }-il rawnd sħiħ konsekuttiv bla ebda gettun imqiegħed, il-logħba tispiċċa bla l-bonus.
       *[other] Wara { $rounds } rawnd sħiħ konsekuttiv bla ebda gettun imqiegħed, il-logħba tispiċċa bla l-bonus.
    }

## Hints (after "Hint: "): the hard computer player's choice. $figure: a figure's name; $at: a
## square (morpyam-square-at); $dice: the dice to keep ("6 6 3"); $n: dice to throw.
morpyam-square-at = ringiela { $row }, kolonna { $column }
morpyam-advice-roll-off = itfa' ż-żara tiegħek
morpyam-advice-throw-all = itfa' l-ħames żarijiet kollha
morpyam-advice-keep = żomm { $dice } u itfa' { $n ->
    [one] żara waħda
    [few] { $n } żarijiet
    [many] { $n }-il żara
   *[other] { $n } żara
}
morpyam-advice-call = sejjaħ { $figure }
morpyam-advice-place = ieqaf u għatti { $figure } f'{ $at }
morpyam-advice-tile = qiegħed il-maduma { $figure } f'{ $at }
morpyam-advice-pass = ieqaf u għaddi
morpyam-advice-why-ko = { $move }: ħamsa f'ringiela, KO
morpyam-advice-why-points = { $move }: tagħti { $n ->
    [one] punt wieħed
    [few] { $n } punti
    [many] { $n }-il punt
   *[other] { $n } punt
}
