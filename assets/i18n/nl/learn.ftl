# Leer spelen: de begeleide eerste partij van elk spel, en de woorden eromheen.

## Rond elke les.

learn-button = Leer spelen
learn-title = Leer spelen · { $game }
learn-offer = Nieuw bij { $game }? Leer spelen leert het je in een begeleide partij van ongeveer drie minuten.
learn-skip = Les overslaan
learn-next = Speel een partij
learn-not-now = Nu niet: { $why }
learn-refused = Dat mag volgens de regels niet: { $why }
learn-done = Les voltooid
learn-again = Opnieuw leren spelen
# The pause menu's note during a lesson.
learn-pause-note = Een les wordt niet bewaard: Leer spelen begint hem opnieuw.
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

## Morpyam.
# BRELAN, CARRÉ, APPEL… are the game's own names, as on its grid.

learn-morpyam-intro = Morpyam: gooi vijf dobbelstenen tot drie keer per beurt en zet een fiche op een vak waarvan ze de figuur maken; fiches op een rij leveren punten op. Jij speelt rood, midden in een partij.
learn-morpyam-throw = Gooi alle vijf dobbelstenen. Een beurt heeft tot drie worpen.
learn-morpyam-keep = Twee 5'en. Houd ze vast en gooi de andere drie: drie 5'en, een BRELAN van 5, bedekken het vak BRELAN van 5 aan de linkerrand, tussen je fiches.
learn-morpyam-keep-again = Nog steeds twee 5'en. Houd ze weer vast en gooi de andere drie: dit is je laatste worp.
learn-morpyam-place = Drie 5'en maken een BRELAN van 5. Zet je fiche op het omcirkelde vak BRELAN van 5.
learn-morpyam-line = Vier van je fiches in een kolom: een rij van 4 is 2 punten waard, een rij van 3 één punt. Vijf op een rij is KO en wint meteen.
learn-morpyam-blue-placed = Blauw gooide twee keer met alle vijf dobbelstenen en bedekte een BRELAN van 6 met drie 6'en.
learn-morpyam-throw-again = Weer jouw beurt. Gooi alle vijf dobbelstenen.
learn-morpyam-keep-twos = Drie 2'en. Houd ze vast en gooi de andere twee.
learn-morpyam-call = Vier 2'en maken een CARRÉ, wat de laatste dobbelsteen ook toont. Kies CARRÉ bij Oproep en gooi dan de laatste dobbelsteen: een geslaagde oproep bedekt het APPEL-vak.
learn-morpyam-throw-one = Gooi de laatste dobbelsteen.
learn-morpyam-appel = De oproep is geslaagd. Bedek het omcirkelde APPEL-vak.
learn-morpyam-appel-taken = Een mislukte oproep maakt die worp waardeloos, dus roep alleen een figuur af waar je (bijna) zeker van bent.
learn-morpyam-no-figure = De derde worp van blauw maakte geen figuur op een vrij vak, dus de beurt gaat voorbij zonder fiche.
learn-morpyam-outro = Dat is Morpyam. De partij eindigt bij een KO, of wanneer iemand zijn laatste fiche zet (1 bonuspunt); dan wint wie de meeste punten heeft uit rijen van 3 en 4. Vijf gelijke dobbelstenen, een MORPYAM, geven nog een beurt.

## Morfals.
# The tribes' names, Jusqualos and Sang-Zarète, are the same in every language.

learn-morfals-intro = Morfals: gooi drie dobbelstenen met 1-2-3 en zet een figuur in de kolom die hun som noemt; sluit figuren van de tegenstander in tussen twee van de jouwe om ze op te eten. Jij speelt de Jusqualos, met nog drie figuren te plaatsen.
learn-morfals-throw = Gooi de drie dobbelstenen.
learn-morfals-sandwich = 2 + 2 + 1 = 5, dus je plaatst in kolom 5. Zet je figuur op het omcirkelde vak: de figuur van de Sang-Zarète ernaast zit dan tussen twee van de jouwe.
learn-morfals-eaten = Opgegeten! Een opgegeten figuur gaat terug naar de voorraad van zijn stam en moet opnieuw geplaatst worden.
learn-morfals-eaten-back = De Sang-Zarète gooiden 7 en aten je figuur op 8/5: die is terug in je voorraad, dus je moet er weer drie plaatsen.
learn-morfals-throw-again = Jouw beurt: gooi de dobbelstenen.
learn-morfals-one-two-three = 1, 2 en 3: de beurt gaat voorbij zonder plaatsen. De enige andere manier om 6 te gooien is 2-2-2, dus weinig figuren komen in kolom 6, de rivier.
learn-morfals-their-figure = De Sang-Zarète zetten een figuur in kolom 5, vlak onder de jouwe.
learn-morfals-eat-it = Weer kolom 5. Zet je figuur op het omcirkelde vak, onder hun nieuwe figuur: die zit dan tussen twee van de jouwe en wordt opgegeten.
learn-morfals-they-pass = 1-2-3 voor de Sang-Zarète: ze passen.
learn-morfals-column = 1 + 3 + 3 = 7. Zet je figuur op het omcirkelde vak van kolom 7, onder hun figuur op 7/6: een figuur van jou erboven eet die dan op.
learn-morfals-last-one = Nog één figuur: plaats die en de ronde is voor jou.
learn-morfals-river = 2 + 2 + 3 = 7. Zet je laatste figuur op het omcirkelde vak: die eet de figuur op 7/6. Die op 6/6 zit ook ingesloten, maar staat in de rivier, kolom 6, en kan niet opgegeten worden.
learn-morfals-won = Al je figuren staan op het bord: je wint de ronde en krijgt een punt voor elke figuur die nog in de voorraad van de Sang-Zarète zit.
learn-morfals-outro = Dat is Morfals. De eerste stam met 20 punten wint de partij, en de verliezer van een ronde begint de volgende. Drie gelijke (1-1-1, 2-2-2 of 3-3-3) plaatst en gooit nog eens.

## Sorry!
# START, HOME, SAFETY ZONE and SORRY! are the game's own words, as on its board and cards.

learn-sorry-intro = Sorry!: trek een kaart en zet er een pion mee, van START rond het bord naar THUIS. Jij speelt rood: twee pionnen staan in START, één op het bord en één in je VEILIGE ZONE.
learn-sorry-draw = Trek een kaart.
learn-sorry-start = Met een 1 (of een 2) haal je een pion uit START naar je startcirkel. Haal de omcirkelde pion eruit.
learn-sorry-blue-moved = Blauw trok een 12 en zette een pion 12 vakken vooruit.
learn-sorry-blocked = Weer een 1, maar op je startcirkel staat al een eigen pion, en op je eigen pion mag je niet komen. Zet de omcirkelde pion 1 vooruit.
learn-sorry-blue-safe = Blauw trok een 10 en ging zijn VEILIGE ZONE in: daar kan geen pion geslagen worden.
learn-sorry-sorry = SORRY!: zet een pion uit START op een pion van blauw, die terug moet naar zijn START. Sla de omcirkelde pion van blauw, die het verst is.
learn-sorry-sorried = Sorry, blauw! Die pion moet weer vanuit START beginnen.
learn-sorry-split-slide = Een 7 mag je verdelen over twee pionnen. Zet de omcirkelde pion 6 vooruit, op het driehoekje van de groene glijbaan, en je andere omcirkelde pion de overige 1.
learn-sorry-slid = Kom je op het begin van een glijbaan van een andere kleur, dan glij je naar het einde en sla je elke pion erop. Op glijbanen van je eigen kleur glij je niet.
learn-sorry-blue-backward = Blauw haalde een pion uit START met een 2, trok opnieuw, en zette hem met een 4 vier vakken achteruit: nu staat hij vlak voor zijn VEILIGE ZONE.
learn-sorry-swap = Met een 11 mag je een eigen pion ruilen met een pion van blauw op het bord. Ruil de omcirkelde pionnen: jij springt vooruit, en de pion van blauw moet nog een rondje.
learn-sorry-swapped = Geruild. Heb je niets aan de ruil, dan mag je met een 11 ook 11 vooruit.
learn-sorry-blue-twos = Blauw trok twee keer een 2, met telkens een nieuwe kaart, en toen een 8; een van zijn pionnen gleed over de gele glijbaan.
learn-sorry-home = Weer een 7. Je pion in de VEILIGE ZONE heeft precies 3 nodig om THUIS te komen: zet hem 3 vooruit, en de omcirkelde pion de andere 4.
learn-sorry-at-home = THUIS! Daar kom je alleen met het exacte aantal.
learn-sorry-bump = Nog een 7. Zet je omcirkelde pion 1 vooruit, op de pion van blauw, om hem te slaan, en je andere omcirkelde pion de andere 6.
learn-sorry-bumped = Sorry, blauw! Kom je op een andere pion, dan gaat die terug naar zijn START.
learn-sorry-outro = Dat is Sorry! Wie als eerste alle vier pionnen THUIS heeft, wint. Een 4 gaat achteruit, een 10 gaat 10 vooruit of 1 achteruit, en na een 2 trek je opnieuw.
