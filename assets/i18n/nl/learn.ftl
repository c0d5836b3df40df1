# Leer spelen: de begeleide eerste partij van elk spel, en de woorden eromheen.

## Rond elke les.

learn-button = Leer spelen
learn-title = Leer spelen · { $game }
learn-offer = Nieuw bij { $game }? Een begeleide partij leert het je in ongeveer drie minuten.
learn-offer-yes = Leer spelen
learn-offer-no = Niet nu
learn-skip = Les overslaan
learn-next = Speel een partij
learn-back = Terug naar de instellingen
learn-not-now = Nu niet: { $why }
learn-refused = Dat mag volgens de regels niet: { $why }
learn-done = Les voltooid
learn-again = Opnieuw leren spelen
learn-step = Stap { $n } van { $of }

## Molenspel.

learn-morris-intro = Molenspel: zet drie op een rij, een molen, om stenen van je tegenstander te nemen. Jij speelt wit; de partij is bijna aan het einde van het plaatsen en elke kant heeft nog vier stenen.
learn-morris-block = Zwart heeft twee stenen op de onderste lijn. Zet je laatste steen op het omcirkelde punt, f2, om zijn molen te stoppen.
learn-morris-blocked = Geblokkeerd. Elke kant zet eerst zijn negen stenen een voor een, en schuift ze daarna.
learn-morris-all-placed = Zwart heeft zijn laatste steen gezet. Vanaf nu schuift een beurt één steen langs een lijn naar het volgende lege punt.
learn-morris-slide = Schuif je steen van g4 naar g7: drie op een rij op de bovenste lijn is een molen.
learn-morris-remove = Een molen neemt een steen van zwart. Neem de omcirkelde steen op d2: die stond één stap van een eigen molen.
learn-morris-removed = Zwart heeft nog drie stenen.
learn-morris-flying = Met nog drie stenen mag een kant springen: elke steen mag naar elk leeg punt. Zwart sprong net van d3 naar e5.
learn-morris-open = Open je molen: schuif g7 terug naar g4. Volgende beurt kun je hem weer sluiten.
learn-morris-opened = Een open molen is een dreiging: alleen een steen die naar g7 springt kan hem stoppen.
learn-morris-close = Sluit de molen weer: schuif g4 naar g7.
learn-morris-last = Weer een molen. Neem een steen van zwart: welke je wilt.
learn-morris-won = Zwart heeft nog maar twee stenen en kan nooit meer een molen maken: je wint.
learn-morris-outro = Dat is het molenspel. Je wint ook als de andere kant geen steen meer kan bewegen. Een tip (de knop Tip) toont altijd de sterkste zet.
