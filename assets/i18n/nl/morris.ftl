# Nine Men's Morris (with Six, Twelve Men's Morris and Morabaraba).
# $point, $from, $to: a point of the board by its coordinate ("d7"), never translated.

## The two sides (scoreboard, turn panel, banners, log): light men and dark men.

morris-seat-white = Wit
morris-seat-black = Zwart

## Scoreboard: the short line under a side's name, made of the parts below joined by
## morris-detail-join ("3 to place · 5 on the board · 2 lost · flies"). Keep it short.

morris-detail-to-place = { $n } te plaatsen
morris-detail-on-board = { $n } op het bord
morris-detail-lost = { $n } geslagen
# The side is down to its last men and may move a man to any empty point.
morris-detail-flies = springt
morris-detail-join = { $a } · { $b }

## Banner when a new match opens. $variant: the variant's name ("Nine Men's Morris").

morris-opening = { $variant } · Wit begint

## Turn panel, first line: whose turn it is. $name: a side's name.

morris-turn-over = De partij is voorbij
morris-turn-thinking = { $name } denkt na…
# Only one person plays at this table, and it is their turn.
morris-turn-yours = { $name } · jouw beurt
morris-turn-to-play = { $name } is aan de beurt

## Turn panel, second line: what the side to play does now.
## $opponent: the name of the side whose men may be taken.

morris-status-place = Plaatsen: nog { $n ->
        [one] { $n } steen
       *[other] { $n } stenen
    } te plaatsen
morris-status-slide = Schuiven: schuif een steen langs een lijn
morris-status-fly = Springen: zet een steen op een leeg punt naar keuze
morris-status-remove = Slaan: sla { $n ->
        [one] een steen
       *[other] { $n } stenen
    } van { $opponent }

## Turn panel, third line: the draw rules close to ending the match, joined by
## morris-detail-join. $n: the count so far; $limit: the count that draws the match.

morris-counter-repetition = Herhaalde stelling: { $n } van { $limit }
morris-counter-no-removal = { $n } van { $limit } zetten zonder te slaan
# Both sides are down to their last men and fly.
morris-counter-endgame = Beiden springen: { $n } van { $limit } zetten
morris-counter-turns = Beurt { $n } van { $limit }

## Turn panel, last line: a hint for the person deciding (mouse, arrows and Enter, or a
## controller).
## Keys are named by { key-select }, { key-back } and { key-arrows } (table.ftl), per $device;
## after a touch ($device is "touch") a hint names taps and drags instead.

morris-hint-place = { $device ->
    [touch] Tik op een oplichtend punt.
   *[other] Klik op een oplichtend punt, of volg de lijnen met de { key-arrows } en druk op { key-select }.
}
morris-hint-remove = Sla een oplichtende steen (uit een molen alleen als alle stenen in molens staan).
morris-hint-put-down = { $device ->
    [touch] Tik op een oplichtend punt om hem daar te zetten; tik nog eens op de steen om hem terug te leggen.
   *[other] Zet hem op een oplichtend punt; met { key-back } leg je hem terug.
}
morris-hint-pick-up = { $device ->
    [touch] Tik op een oplichtende steen en dan waar hij heen gaat; of sleep hem.
   *[other] Pak een oplichtende steen (klik of { key-select }) en kies waar hij heen gaat; of sleep hem.
}

## Banner (and log): a mill is closed, a side starts to fly, a side resigns.
## $name: the side that acts.

# The opponent ($name) has no man on the board that could be taken.
morris-banner-mill-nothing = Molen! { $name } heeft geen steen op het bord die geslagen kan worden
morris-banner-mill = Molen! { $name } slaat een steen
# Two mills (or more) closed by one move; $n: the men to take.
morris-banner-double-mill = Dubbele molen! { $name } slaat { $n ->
        [one] een steen
       *[other] { $n } stenen
    }
# $n: how few men a side has when it may fly.
morris-banner-flying = { $name } heeft nog maar { $n ->
        [one] { $n } steen
       *[other] { $n } stenen
    }: { $name } mag springen
morris-banner-resigns = { $name } geeft op
morris-banner-row = Drie op een rij! { $name } wint

## Log (the last lines of the match beside the table). $name: the side that acts.

morris-log-placed = { $name } zet een steen op { $point }
# $flying: yes when the man flies to any empty point, no when it slides along a line.
morris-log-moved = { $name } { $flying ->
        [yes] springt
       *[no] schuift
    } van { $from } naar { $to }
# $mills: the points of the mills closed ("a1-a4-a7 and a7-d7-g7"), joined by morris-log-mills-and.
morris-log-closes = { $name } sluit { $mills }
morris-log-mills-and = { $a } en { $b }
# $victim: the side whose man is taken.
morris-log-removed = { $name } slaat de steen van { $victim } op { $point }

## Rules panel (pause menu): a heading and a paragraph per section, written from the variant's
## options.

morris-rules-goal-heading = Doel
morris-rules-goal = Elke speler heeft { $men ->
        [one] { $men } steen
       *[other] { $men } stenen
    }. Je wint als je tegenstander nog maar twee stenen heeft of geen geldige zet meer kan doen.

morris-rules-placing-heading = Plaatsen
morris-rules-placing = Wit begint. Om de beurt zetten de spelers een steen op een van de { $points } punten die nog leeg zijn, tot alle stenen geplaatst zijn.

morris-rules-moving-heading = Schuiven
morris-rules-moving = Daarna schuif je elke beurt een van je stenen langs een lijn naar het volgende punt, als dat leeg is.

morris-rules-mills-heading = Molens
# $removal: per-mill when each mill closed at once takes a man, one otherwise.
morris-rules-mills = Drie van je stenen op een rij langs een lijn vormen een molen. Sluit je een molen, door een steen te zetten of te verplaatsen, dan mag je { $removal ->
        [per-mill] voor elke gesloten molen een steen van je tegenstander slaan
       *[one] een steen van je tegenstander slaan
    }. Een steen in een molen mag alleen geslagen worden als alle stenen van die speler in molens staan.

morris-rules-flying-heading = Springen
morris-rules-flying = Een speler met nog maar { $n ->
        [one] { $n } steen
       *[other] { $n } stenen
    } mag een steen naar een willekeurig leeg punt verplaatsen, niet alleen langs een lijn.

morris-rules-draws-heading = Gelijkspel
# $conditions: the variant's draw conditions below, joined by morris-rules-draws-or.
morris-rules-draws = De partij eindigt in gelijkspel als { $conditions }.
morris-rules-draws-or = { $a }; of als { $b }
morris-rules-draw-full-board = het bord tijdens het plaatsen vol raakt
morris-rules-draw-repetition = dezelfde stelling { $n } keer voorkomt met dezelfde speler aan zet
morris-rules-draw-no-removal = beide spelers elk { $n ->
        [one] { $n } zet
       *[other] { $n } zetten
    } doen zonder dat er een steen wordt geslagen
morris-rules-draw-endgame = beide spelers springen en elk { $n ->
        [one] { $n } zet
       *[other] { $n } zetten
    } doen zonder dat er een steen wordt geslagen
morris-rules-draw-turns = er { $n ->
        [one] { $n } beurt gespeeld is
       *[other] { $n } beurten gespeeld zijn
    }

morris-rules-goal-row = Elke speler heeft { $men ->
        [one] { $men } steen
       *[other] { $men } stenen
    }. Zet er drie op een rij langs een lijn, { $lines ->
        [diagonals] horizontaal, verticaal of diagonaal,
       *[straight] horizontaal of verticaal,
    } en je wint meteen, ook tijdens het plaatsen; er wordt nooit een steen geslagen. Wie geen geldige zet heeft, verliest.
morris-rules-moving-anywhere = Daarna zet je elke beurt een van je stenen op een willekeurig leeg punt.
morris-rules-draw-moves = er na het plaatsen { $n ->
        [one] { $n } zet
       *[other] { $n } zetten
    } per speler gedaan zijn

morris-rules-no-return-heading = Terugschuiven
morris-rules-no-return = Een steen die een molen heeft geopend en een andere heeft gesloten, mag bij de volgende zet niet meteen terug om de eerste molen opnieuw te sluiten.

# The game's name over its scoreboard and results, before the variant's name (which names the
# number of men): "Morris · Nine Men's Morris".
morris-title = Molenspel

morris-advice-place = zet een steen op { $point }
morris-advice-move = schuif de steen van { $from } naar { $to }
morris-advice-remove = sla de steen op { $point }
morris-advice-mill = { $move }: dat vormt een molen
morris-advice-row = { $move }: drie op een rij wint
