# Nine Men's Morris (with Six, Twelve Men's Morris and Morabaraba): "Meul" in Afrikaans.
# $point, $from, $to: a point of the board by its coordinate ("d7"), never translated.

## The two sides (scoreboard, turn panel, banners, log): light men and dark men.

morris-seat-white = Wit
morris-seat-black = Swart

## Scoreboard: the short line under a side's name, made of the parts below joined by
## morris-detail-join ("3 te plaas · 5 op die bord · 2 verloor · vlieg"). Keep it short.

morris-detail-to-place = { $n } te plaas
morris-detail-on-board = { $n } op die bord
morris-detail-lost = { $n } verloor
# The side is down to its last men and may move a man to any empty point.
morris-detail-flies = vlieg
morris-detail-join = { $a } · { $b }

## Banner when a new match opens. $variant: the variant's name ("Nege stukke").

morris-opening = { $variant } · { morris-seat-white } begin

## Turn panel, first line: whose turn it is. $name: a side's name.

morris-turn-over = Die spel is verby
morris-turn-thinking = { $name } dink…
# Only one person plays at this table, and it is their turn.
morris-turn-yours = { $name } · jou beurt
morris-turn-to-play = { $name } se beurt

## Turn panel, second line: what the side to play does now.
## $opponent: the name of the side whose men may be taken.

morris-status-place = Plaas: nog { $n ->
        [one] { $n } stuk
       *[other] { $n } stukke
    } om te plaas
morris-status-slide = Beweeg: skuif 'n stuk langs 'n lyn
morris-status-fly = Vlieg: skuif 'n stuk na enige leë punt
morris-status-remove = Verwyder: vat { $n ->
        [one] een
       *[other] { $n }
    } van { $opponent } se stukke

## Turn panel, third line: the draw rules close to ending the match, joined by
## morris-detail-join. $n: the count so far; $limit: the count that draws the match.

morris-counter-repetition = Stelling herhaal: { $n } van { $limit } keer
morris-counter-no-removal = { $n } van { $limit } skuiwe sonder om te vat
# Both sides are down to their last men and fly.
morris-counter-endgame = Albei vlieg: { $n } van { $limit } skuiwe
morris-counter-turns = Beurt { $n } van { $limit }

## Turn panel, last line: a hint for the person deciding (mouse, arrows and Enter, or a
## controller).
## Keys are named by { key-select }, { key-back } and { key-arrows } (table.ftl), per $device;
## after a touch ($device is "touch") a hint names taps and drags instead.

morris-hint-place = { $device ->
    [touch] Tik op 'n verligte punt.
   *[other] Klik op 'n verligte punt, of volg die lyne met die { key-arrows } en druk { key-select }.
}
morris-hint-remove = Vat een van die verligte stukke (stukke in 'n meul net as almal in meule is).
morris-hint-put-down = { $device ->
    [touch] Tik op 'n verligte punt om dit daar neer te sit; tik weer op die stuk om dit terug te sit.
   *[other] Sit dit op 'n verligte punt neer; { key-back } sit dit terug.
}
morris-hint-pick-up = { $device ->
    [touch] Tik op 'n verligte stuk en dan waarheen dit gaan; of sleep dit.
   *[other] Tel 'n verligte stuk op (klik of { key-select }) en kies waarheen dit gaan; of sleep dit.
}

## Banner (and log): a mill is closed, a side starts to fly, a side resigns.
## $name: the side that acts.

# The opponent ($name) has no man on the board that could be taken.
morris-banner-mill-nothing = Meul! { $name } het geen stuk op die bord wat gevat kan word nie
morris-banner-mill = Meul! { $name } vat 'n stuk
# Two mills (or more) closed by one move; $n: the men to take.
morris-banner-double-mill = Dubbele meul! { $name } vat { $n ->
        [one] 'n stuk
       *[other] { $n } stukke
    }
# $n: how few men a side has when it may fly.
morris-banner-flying = { $name } het net { $n ->
        [one] { $n } stuk
       *[other] { $n } stukke
    } oor: { $name } vlieg
morris-banner-resigns = { $name } gee oor
morris-banner-row = Drie op 'n ry! { $name } wen

## Log (the last lines of the match beside the table). $name: the side that acts.

morris-log-placed = { $name } plaas 'n stuk op { $point }
# $flying: yes when the man flies to any empty point, no when it slides along a line.
morris-log-moved = { $name } { $flying ->
        [yes] vlieg
       *[no] skuif
    } van { $from } na { $to }
# $mills: the points of the mills closed ("a1-a4-a7 en a7-d7-g7"), joined by morris-log-mills-and.
morris-log-closes = { $name } voltooi { $mills }
morris-log-mills-and = { $a } en { $b }
# $victim: the side whose man is taken.
morris-log-removed = { $name } vat { $victim } se stuk op { $point }

## Rules panel (pause menu): a heading and a paragraph per section, written from the variant's
## options.

morris-rules-goal-heading = Doel
morris-rules-goal = Elke speler het { $men ->
        [one] { $men } stuk
       *[other] { $men } stukke
    }. Jy wen as jou teenstander net twee stukke oor het of geen wettige skuif kan maak nie.

morris-rules-placing-heading = Plaas
morris-rules-placing = { morris-seat-white } begin. Die spelers plaas om die beurt 'n stuk op enige leë punt van die { $points } punte, tot al die stukke geplaas is.

morris-rules-moving-heading = Skuif
morris-rules-moving = Daarna skuif jy elke beurt een van jou stukke langs 'n lyn na 'n aangrensende leë punt.

morris-rules-mills-heading = Meule
# $removal: per-mill when each mill closed at once takes a man, one otherwise.
morris-rules-mills = Drie van jou stukke in 'n ry op een lyn vorm 'n meul. Vorm jy 'n meul, deur te plaas of te skuif, mag jy { $removal ->
        [per-mill] vir elke meul wat jy vorm een van jou teenstander se stukke vat
       *[one] een van jou teenstander se stukke vat
    }. 'n Stuk in 'n meul mag net gevat word as al daardie speler se stukke in meule is.

morris-rules-flying-heading = Vlieg
morris-rules-flying = 'n Speler met net { $n ->
        [one] { $n } stuk
       *[other] { $n } stukke
    } oor mag 'n stuk na enige leë punt skuif, nie net langs 'n lyn nie.

morris-rules-draws-heading = Gelykop
# $conditions: the variant's draw conditions below, joined by morris-rules-draws-or.
# Each condition is a clause after "as" (if), so its verb comes last.
morris-rules-draws = Die spel eindig gelykop as { $conditions }.
morris-rules-draws-or = { $a }; of as { $b }
morris-rules-draw-full-board = die bord tydens die plaasfase vol raak
morris-rules-draw-repetition = dieselfde stelling { $n } keer met dieselfde speler aan die beurt voorkom
morris-rules-draw-no-removal = elke speler { $n ->
        [one] { $n } skuif
       *[other] { $n } skuiwe
    } maak sonder dat 'n stuk gevat word
morris-rules-draw-endgame = albei spelers vlieg en elkeen { $n ->
        [one] { $n } skuif
       *[other] { $n } skuiwe
    } maak sonder dat 'n stuk gevat word
morris-rules-draw-turns = { $n ->
        [one] { $n } beurt
       *[other] { $n } beurte
    } gespeel is

morris-rules-goal-row = Elke speler het { $men ->
        [one] { $men } stuk
       *[other] { $men } stukke
    }. Maak 'n ry van drie langs 'n lyn, { $lines ->
        [diagonals] dwars, af of skuins van hoek tot hoek,
       *[straight] dwars of af,
    } en jy wen dadelik, ook terwyl jy plaas; geen stuk word ooit gevat nie. 'n Speler sonder 'n wettige skuif verloor.
morris-rules-moving-anywhere = Daarna skuif jy elke beurt een van jou stukke na enige leë punt.
morris-rules-draw-moves = { $n ->
        [one] { $n } skuif
       *[other] { $n } skuiwe
    } elk ná die plasing gespeel is

morris-rules-no-return-heading = Terugskuif
morris-rules-no-return = 'n Stuk wat een meul oopgemaak en 'n ander gevorm het, mag nie met sy volgende skuif reguit teruggaan om die eerste meul weer te vorm nie.

# The game's name over its scoreboard and results, before the variant's name (which names the
# number of men): "Morris · Nine Men's Morris".
morris-title = Meul

morris-advice-place = plaas 'n stuk op { $point }
morris-advice-move = skuif die stuk van { $from } na { $to }
morris-advice-remove = vat die stuk op { $point }
morris-advice-mill = { $move }: dit vorm 'n meul
morris-advice-row = { $move }: drie op 'n ry wen
