# Les mots de riftscore en français. Mêmes identifiants et mêmes variables que en.ftl.
# Les noms des joueurs, des champs de bataille et des cartes ne se traduisent jamais ; les
# mots-clés du format d'enregistrement ($do, $key, $mode, $by) restent tels quels.

## Éléments communs

list-separator = {", "}

## Les lignes de l'enregistrement

record-line = ligne { NUMBER($line, useGrouping: 0) } : { $reason }

## Les règles : qui et où

unknown-player = « { $player } » ne joue pas dans cette partie (joueurs : { $players })
unknown-battlefield = « { $battlefield } » n'est pas un champ de bataille en jeu (champs de bataille : { $battlefields })

## Les règles : l'en-tête

header-empty-name = { $key } ne peut pas contenir de nom vide
header-name-twice = { $key } nomme « { $name } » deux fois
header-player-count = { $mode } se joue à { $players } joueurs, mais l'en-tête en nomme { $named }
header-battlefield-count = { $mode } se joue sur { $battlefields } champs de bataille, mais l'en-tête en nomme { $named }
header-victory-score-below-one = victory_score doit valoir au moins 1, pas { $points }
teams-only-2v2 = les équipes n'existent qu'en 2v2, pas en { $mode }
teams-missing = le 2v2 se joue en équipes : deux listes de deux joueurs
teams-shape = teams doit être deux listes de deux joueurs
teams-players = teams doit nommer chaque joueur exactement une fois
teams-not-alternating = les équipes doivent alterner dans l'ordre du tour, mais { $first } et { $second } sont coéquipiers et assis côte à côte
start-scores-unknown-player = start.scores nomme « { $player } », qui ne joue pas
start-scores-negative = start.scores donne { $points } à { $player } : un score n'est jamais inférieur à 0
start-scores-team-twice = start.scores nomme à la fois { $first } et { $second } : une équipe partage un seul score, nommez l'un des deux
start-control-unknown-battlefield = start.control nomme « { $battlefield } », qui n'est pas un champ de bataille en jeu
start-control-unknown-player = start.control donne { $battlefield } à « { $player } », qui ne joue pas

## Les règles : les tours

turn-scoring-step-not-reached = le tour en cours n'a pas encore atteint son étape de score
beginning-phase-not-started = aucune phase de début n'est en cours : start_turn vient d'abord
not-in-beginning-phase = « { $do } » ne peut pas avoir lieu pendant la phase de début
first-turn-extra = le premier tour d'une partie ne peut pas être un tour supplémentaire
first-turn-not-yours = le premier tour de la partie est celui de { $first }, pas celui de { $player }
turn-out-of-order = tour dans le désordre : { $next } joue le tour suivant, pas { $player } (un tour accordé par une carte s'écrit avec "extra": true)
turn-needed = { $do } demande un tour en cours, et nous sommes { $when ->
    [before-first-turn] avant le premier tour
   *[between-turns] entre deux tours
}
ally-occupies-only-2v2 = ally_occupies n'existe qu'en 2v2, pas en { $mode }
ally-occupies-twice = ally_occupies nomme un champ de bataille deux fois

## Les règles : le score

already-controls = { $player } contrôle déjà { $battlefield }
nobody-controls = personne ne contrôle { $battlefield }, donc personne ne peut le perdre
gain-below-one = un gain doit valoir au moins 1 point, pas { $points }
burn-out-needs-opponent = un épuisement demande l'adversaire qui en gagne le point
burn-out-not-opponent = { $player } ne peut pas donner le point d'épuisement à { $gainer }
adjust-zero = un ajustement doit changer le score : points ne peut pas valoir 0
resolve-empty = resolve demande au moins une action
not-in-resolve = « { $do } » ne peut pas avoir lieu dans resolve (seulement control, lose_control, gain, burn_out et adjust)
victory-score-below-one = le score de victoire doit valoir au moins 1, pas { $points }
time-already-called = la fin du temps a déjà été annoncée dans cet enregistrement
no-concede = on ne concède pas en { $mode } : c'est un chacun pour soi

## Les règles : la fin de la partie et du match

game-over = la partie est terminée : { $outcome }
match-over = le match est terminé : { $outcome }
match-game-over = la partie { $game } est terminée ({ $outcome }) : la partie suivante doit commencer par une action game
outcome-drawn = { $by ->
    [none] match nul
    [time] match nul au temps
   *[other] match nul ({ $by })
}
outcome-won = { $by ->
    [none] victoire de { $winners }
    [cleanup] victoire de { $winners } au score
    [sudden_death] victoire de { $winners } en mort subite
    [burn_out] victoire de { $winners } par épuisement
    [concede] victoire de { $winners } par abandon
    [time] victoire de { $winners } au temps
   *[other] victoire de { $winners } ({ $by })
}
game-only-in-match = une action game n'existe que dans un match, pas en { $mode }
game-in-progress = la partie { $game } est encore en cours
match-battlefield-count = chaque partie d'un match se joue sur { $count } champs de bataille
match-battlefield-names = les champs de bataille de la partie doivent être des noms différents et non vides
battlefield-set-aside = { $battlefield } a servi dans une partie gagnée : il est mis de côté pour le reste du match

## Le lecteur d'enregistrement : les lignes

record-empty = l'enregistrement est vide : il lui faut une ligne d'en-tête
line-not-utf8 = ce n'est pas du texte UTF-8 valide (un enregistrement est du JSON Lines en UTF-8)
line-too-deep = imbriquée trop profondément pour être une ligne d'enregistrement
json-number-too-long = un nombre trop long pour être lu (les nombres d'un enregistrement ont au plus 4300 chiffres)
json-not-a-number = JSON non valide : { $constant } n'est pas un nombre JSON
json-invalid = JSON non valide ({ $detail })
json-lone-surrogate = JSON non valide : une chaîne contient « { $escape } », un demi-codet d'indirection isolé, qui ne représente aucun caractère
json-extra-data = JSON non valide : autre chose suit la première valeur JSON de cette ligne (une ligne contient exactement un objet)
json-line-ends-early = JSON non valide : la ligne se termine avant sa valeur JSON (un objet ne peut pas s'étendre sur deux lignes)
json-byte-order-mark = JSON non valide : une marque d'ordre d'octets à la colonne { $column } (seul le tout début du fichier peut en avoir une)
json-not-whitespace = JSON non valide : { $char ->
    [vertical-tab] une tabulation verticale
    [form-feed] un saut de page
    [file-separator] un séparateur de fichier
    [group-separator] un séparateur de groupe
    [record-separator] un séparateur d'enregistrement
    [unit-separator] un séparateur d'unité
    [next-line] un caractère de ligne suivante (U+0085)
    [no-break-space] une espace insécable (U+00A0)
    [line-separator] un séparateur de ligne (U+2028)
   *[paragraph-separator] un séparateur de paragraphe (U+2029)
} à la colonne { $column } (les blancs de JSON sont les espaces, les tabulations et les fins de ligne)
json-unexpected = JSON non valide : { $char } inattendu à la colonne { $column }
json-fault-at = JSON non valide : { $fault ->
    [comma] virgule attendue
    [colon] deux-points attendus
    [property-name] nom de propriété entre guillemets doubles attendu
    [control-character] caractère de contrôle non valide
    [escape] séquence d'échappement \ non valide
    [unicode-escape] séquence d'échappement \uXXXX non valide
    [trailing-comma-object] virgule finale interdite avant la fin de l'objet
   *[trailing-comma-array] virgule finale interdite avant la fin du tableau
} à la colonne { $column }
json-other-fault-at = JSON non valide : { $fault } à la colonne { $column }

## Le lecteur d'enregistrement : objets et clés

where-action = { $do }
where-header = l'en-tête
where-beginning-phase = pendant la phase de début
where-inside-resolve = dans resolve
where-in-key = dans « { $key } » de { $do }
key-missing = { $where } : il manque "{ $key }" ({ $what })
key-wrong = { $where } : "{ $key }" doit être { $what }, pas { $value }
value-name = un nom
value-names = une liste de noms
value-count = un nombre entier
value-text = du texte
value-flag = true ou false
value-actions = une liste d'actions
value-one-of = l'un de { $choices }
value-round = "swiss" ou "single_elimination"
value-teams = deux listes de deux noms de joueurs
value-object = un objet
action-not-object = une action doit être un objet JSON, pas { $value }
action-needs-do = une action demande "do" (ce qui s'est passé : turn, control, ...)
board-action-without-board = action inconnue { $do } : c'est une action de plateau, et cette partie n'a pas de plateau (son en-tête n'a pas de "board")
unknown-action = action inconnue { $do }
action-misplaced = « { $do } » ne peut pas avoir lieu { $where } (seulement { $allowed })
ally-occupies-in-board-game = ally_occupies ne s'écrit pas dans une partie avec plateau : le plateau sait où sont les unités
header-not-object = l'en-tête doit être un objet JSON, pas { $value }
header-needs-format = l'en-tête demande "format": "{ $format }"
header-wrong-format = le format doit être "{ $format }", pas { $value }
start-scores-not-map = l'en-tête : "start.scores" doit associer des noms de joueurs à des nombres entiers, pas { $value }
start-control-not-map = l'en-tête : "start.control" doit associer des noms de champs de bataille à des noms de joueurs, pas { $value }

## Le plateau : lieux, cartes et ce qui demande un tour

place-base = la base de { $player }
unknown-card = il n'y a pas de carte « { $card } » sur le plateau
card-not-a-unit = { $card } est { $kind ->
    [gear] un équipement
    [rune] une rune
   *[hidden] une carte cachée
}, pas une unité
card-not-gear = { $card } est { $kind ->
    [unit] une unité
    [rune] une rune
   *[hidden] une carte cachée
}, pas un équipement
doing-standard-move = le déplacement standard
doing-chain-item = un élément de chaîne
doing-resolve-item = résoudre un élément de la chaîne
doing-remove-item = retirer un élément de la chaîne
doing-choice = un choix
doing-end-showdown = terminer un affrontement
doing-combat-result = un résultat de combat
doing-new-turn = un nouveau tour
doing-scoring-step = l'étape de score
board-match-game-over = la partie { $game } du match est terminée ({ $outcome }) : la partie suivante doit commencer par une action game
control-not-written = { $do } ne s'écrit pas dans une partie avec plateau : le contrôle découle du plateau (déplacements, affrontements et résultats de combat)

## Le plateau : le plateau de départ

board-card-refused = board : { $reason }
board-gear-on-other-unit = board : { $gear } est un équipement de { $controller }, attaché à une unité de { $owner }
board-units-uncontrolled = board : { $player } a des unités à { $battlefield }, que personne ne contrôle ; start.control doit donner chaque champ de bataille occupé au contrôleur de ses unités
board-units-controlled-by-other = board : { $player } a des unités à { $battlefield }, que { $controller } contrôle ; start.control doit donner chaque champ de bataille occupé au contrôleur de ses unités
board-control-without-units = board : start.control donne { $battlefield } à { $player }, qui n'y a aucune unité (un champ de bataille sans unités n'est pas contrôlé)

## Le plateau : cartes qui arrivent et qui changent

card-no-id = une carte doit avoir un identifiant non vide
card-already-on-board = { $card } est déjà sur le plateau
unit-numbers-negative = { $unit } doit avoir une Puissance et des dégâts de 0 ou plus
unit-enters-designated = { $unit } ne peut pas arriver en tant qu'attaquant ou défenseur
gear-away-from-unit = { $gear } doit être là où est { $unit } ({ $place }) pour y être attaché
hidden-card-not-at-battlefield = { $card } est une carte cachée : elle se place sur un champ de bataille
hide-where-not-controlled = { $player } ne peut cacher une carte que sur un champ de bataille qu'il contrôle, pas à { $battlefield }
recall-card-twice = un rappel nomme une carte deux fois
recall-no-cards = un rappel demande au moins une carte
damage-below-one = les dégâts doivent valoir au moins 1, pas { $amount }
unit-already-exhausted = { $unit } est déjà épuisée
unit-already-ready = { $unit } est déjà redressée
might-below-zero = la Puissance ne peut pas être inférieure à 0, et elle vaut { $might }
already-controls-card = { $player } contrôle déjà { $card }
gear-already-attached = { $gear } est déjà attaché à { $unit }
gear-for-own-units = { $gear } ne peut être attaché qu'à une unité de { $player }
gear-not-attached = { $gear } n'est attaché à rien

## Le plateau : déplacements et rappels

move-no-units = { $move ->
    [standard] un déplacement standard
   *[effect] un déplacement
} demande au moins une unité
move-unit-twice = { $move ->
    [standard] un déplacement standard
   *[effect] un déplacement
} nomme une unité deux fois
standard-move-not-your-turn = le déplacement standard est réservé au joueur actif, et c'est le tour de { $player }
standard-move-not-main-phase = le déplacement standard n'a lieu que pendant la phase principale
standard-move-in-showdown = pas de déplacement standard pendant un affrontement (il y en a un à { $battlefield })
standard-move-chain-not-empty = le déplacement standard attend que la chaîne soit vide
unit-of-another = { $unit } est une unité de { $controller } : { $player } ne peut pas la déplacer
unit-exhausted-no-standard-move = { $unit } est épuisée : une unité épuisée ne peut pas faire de déplacement standard
unit-already-there = { $unit } est déjà à { $place }
standard-move-from-other-base = { $unit } est dans { $place } : le déplacement standard part de la base de son contrôleur ou d'un champ de bataille
standard-move-from-base = depuis la base, le déplacement standard de { $unit } va vers un champ de bataille
standard-move-other-base = { $unit } ne peut revenir qu'à { $home }, pas à { $place }
no-ganking = { $unit } n'a pas Ganking : son déplacement standard va de la base à un champ de bataille ou l'inverse, pas de { $origin } à { $place }
move-to-other-base = { $unit } ne peut aller qu'à la base de son contrôleur, pas à { $place }
combat-about-to-start = un combat va commencer à { $battlefield } : des unités ne peuvent le rejoindre qu'avec le groupe du déplacement standard, ou une fois commencé, par une Action ou une Réaction pendant son affrontement
combat-joined-outside-chain = un combat a lieu à { $battlefield } : seul un sort ou une capacité avec Action ou Réaction peut y déplacer des unités pendant son affrontement, et ceci ne le peut pas
combat-joined-too-slow = un combat a lieu à { $battlefield } : seul un sort ou une capacité avec Action ou Réaction peut y déplacer des unités pendant son affrontement, et { $item } ({ $timing }) ne le peut pas
hidden-card-recalled = { $card } est une carte cachée : elle ne peut pas être rappelée
card-already-home = { $card } est déjà dans { $place }
gear-goes-with-unit = { $gear } est attaché à { $unit } : il va là où va son unité

## Le plateau : la chaîne

chain-item-no-id = un élément de chaîne doit avoir un identifiant non vide
chain-item-already-on = { $item } est déjà sur la chaîne
chain-item-not-on = { $item } n'est pas sur la chaîne
chain-item-already-legal = { $item } est déjà un élément légal
chain-empty = la chaîne est vide : il n'y a rien à résoudre
item-not-on-top = { $item } ({ $on_chain ->
    [yes] sur la chaîne
   *[no] absent de la chaîne
}) ne peut pas se résoudre : { $top } est au sommet
item-still-pending = { $item } est encore en attente : il se résout une fois devenu un élément légal
not-a-resolution-effect = { $kind } n'est pas une chose que fait une résolution

## Le plateau : nettoyages, affrontements et combats

cleanup-waits-for-choice = un nettoyage est en cours : { $player } doit d'abord choisir où commence { $kind ->
    [showdown] l'affrontement
   *[combat] le combat
} ({ $battlefields })
nothing-to-choose = il n'y a rien à choisir : aucun nettoyage n'attend de choix
chooser-is-other = c'est { $chooser } qui choisit, pas { $player }
choice-elsewhere = { $kind ->
    [showdown] l'affrontement
   *[combat] le combat
} peut commencer à { $battlefields }, pas à { $battlefield }
chain-not-empty = { $moment ->
    [turn-end] le tour ne peut pas encore finir
   *[scoring-step] l'étape de score ne peut pas commencer
} : la chaîne contient encore { $items }
showdown-under-way = { $moment ->
    [turn-end] le tour ne peut pas encore finir
   *[scoring-step] l'étape de score ne peut pas commencer
} : un affrontement ou un combat a lieu à { $battlefield }
no-showdown-to-end = il n'y a pas d'affrontement à terminer
showdown-opens-combat = l'affrontement à { $battlefield } ouvre un combat : il se termine par le résultat du combat
showdown-chain-not-empty = un affrontement ne se termine qu'une fois la chaîne vide
no-combat-under-way = aucun combat n'a lieu
combat-chain-not-empty = l'affrontement du combat continue tant que la chaîne a des éléments
combat-result-unit-twice = un résultat de combat nomme une unité deux fois
unit-not-in-combat = { $unit } ne participe pas au combat à { $battlefield }
combat-damage-negative = les dégâts ne peuvent pas être négatifs, et ceux de { $unit } valent { $amount }

## L'extension plateau de l'enregistrement

where-card = la carte { $card }
where-some-card = une carte du plateau
value-card-id = l'identifiant de la carte
value-unit-id = l'identifiant d'une unité
value-item-id = l'identifiant de l'élément de chaîne
value-keywords = une liste de mots-clés
value-place = un champ de bataille, "base" ou {"{"}"base": joueur{"}"}
value-timing = normal, action, reaction ou triggered
value-gear-place = l'endroit où est l'équipement
value-hidden-place = le champ de bataille où elle est cachée
value-damage = un objet qui associe des identifiants d'unités à des nombres entiers
value-units = une liste d'unités
value-gear-list = une liste d'équipements
value-runes = une liste de runes
value-hidden-cards = une liste de cartes cachées
value-items = une liste d'éléments
value-effects = une liste d'effets
board-not-object = "board" doit être un objet listant des cartes, pas { $value }
board-unknown-lists = "board" liste units, gear, runes et hidden ; pas { $keys }
card-kind-needed = { $where } : il faut une carte : "unit", "gear", "rune" ou "hidden"
effect-not-object = un effet doit être un objet, pas { $value }
not-an-effect = { $do } n'est pas un effet (effets : { $effects })

# The legends extension of a record's header
legends-unknown-player = legends donne à « { $player } » la légende « { $legend } », mais « { $player } » ne joue pas
value-legends = un objet associant des noms de joueurs à des noms de légendes

# The pages
## Every page (base.html) and the language picker
page-needs-javascript = Le suivi a besoin de JavaScript pour parler au serveur.
page-language = Langue
page-unreachable = Impossible de joindre le serveur. Tourne-t-il encore, et cet appareil est-il sur son réseau ?
## The modes and the types of round, as a chooser names them
mode-duel = Duel (un contre un)
mode-match = Match (un contre un, en deux parties gagnantes)
mode-skirmish = Escarmouche (3 joueurs)
mode-war = Guerre (4 joueurs)
mode-2v2 = 2c2 (deux équipes)
procedure-summary = { $lead ->
        [1] le plus de points l'emporte
       *[other] une avance de { $lead } l'emporte
    }, { $tied ->
        [draw] sinon match nul
       *[other] une égalité mène à la mort subite
    }
round-option = { $round ->
        [swiss] Ronde suisse
       *[other] Élimination directe
    } : { procedure-summary }
## The start page (home.html, home.js)
home-page-title = riftscore : lancer une partie
home-tagline = Le compte des points de Riftbound qui applique les règles de score et annonce chaque point à voix haute.
home-recent-games = Parties sur cet appareil
home-new-game = Nouvelle partie
home-mode = Mode
home-players-legend = Joueurs, dans l'ordre du tour : le premier joue en premier
home-player-seat = { $team ->
        [0] Joueur { $seat }
       *[other] Joueur { $seat } · équipe { $team }
    }
home-name-placeholder = Nom
home-teams-note = 2c2 : les coéquipiers ne sont pas côte à côte ; les joueurs 1 et 3 forment une équipe, les joueurs 2 et 4 l'autre.
home-battlefields-legend = Champs de bataille en jeu
home-battlefield-count = Combien
home-battlefield = Champ de bataille { $seat }
home-more-options = Règles maison et rondes de tournoi
home-victory-score = Score de victoire (vide : celui du mode, { $score } ; au plus { $most })
home-round = Quand le temps est écoulé
home-start = Lancer la partie
home-gathering = Organiser un événement
home-gathering-hint = Pour un organisateur : les tables de l'événement, des rondes suisses ou à élimination directe chronométrées avec une seule horloge pour toutes les tables, les prolongations et les résultats.
home-gathering-name = Nom de l'événement
home-gathering-placeholder = Vendredi à la boutique
home-gathering-start = Lancer l'événement
home-recent-gatherings = Événements sur cet appareil
home-footnote = Non approuvé par Riot Games. Fonctionne hors ligne sur le réseau de la table : rien n'est chargé depuis Internet.
home-player-needs-name = Le joueur { $seat } doit avoir un nom
home-battlefield-needs-name = Le champ de bataille { $seat } doit avoir un nom
home-players-same-name = Les joueurs { $seats } ont le même nom
home-battlefields-same-name = Les champs de bataille { $seats } ont le même nom
home-victory-bounds = Le score de victoire est un nombre entier de { $min } à { $max }
home-standing-won = { $winners } { $count ->
        [one] a gagné
       *[other] ont gagné
    }
home-standing-drawn = match nul
home-standing-not-begun = pas commencée
home-standing-turn = tour { $turn }
home-standing-gone = n'est plus sur le serveur
home-gathering-kind = événement

# The announcer (announce.py): every event said the way players say it at the table
announce-prefix = { $turn ->
        [0] Avant le premier tour, { $player }
       *[other] Tour { $turn }, { $player }
    }
announce-turn = Tour { $turn }, { $player }{ $extra ->
        [yes] { $additional ->
            [0] {" "}(un tour supplémentaire)
           *[other] {" "}(un tour supplémentaire, tour additionnel { $additional } sur { $of })
        }
       *[no] { $additional ->
            [0] {""}
           *[other] {" "}(tour additionnel { $additional } sur { $of })
        }
    }
announce-conquer = { $who } : conquête de { $battlefield }, ça fait { $score }
announce-conquer-draws = { $who } : conquête de { $battlefield } : tous les champs de bataille n'ont pas marqué ce tour, piochez une carte à la place
announce-hold = { $who } : tient { $battlefield }, ça fait { $score }
announce-control-taken = { $who } : prend { $battlefield } ({ $reason ->
        [barred] un coéquipier le contrôlait à l'étape de score, l'équipe ne peut donc pas le marquer
       *[scored] déjà marqué ce tour, pas de point
    })
announce-control-lost = { $who } : perd { $battlefield }, qui n'est plus contrôlé
announce-gain = { $who } : gagne { $points }, ça fait { $score }
announce-gain-from = { $who } : gagne { $points } grâce à { $source }, ça fait { $score }
announce-burn-out = { $who } : s'épuise, { $opponent } gagne 1, ça fait { $score }
announce-adjust = { $who } : ajusté de { $points }, ça fait { $score }
announce-adjust-why = { $who } : ajusté de { $points } ({ $reason }), ça fait { $score }
announce-victory-score = Le score de victoire est maintenant { $points }
announce-time-called = Temps écoulé : le tour en cours se termine, puis { $turns ->
        [one] { $turns } tour additionnel
       *[other] { $turns } tours additionnels
    }
announce-time-one-more-game = Temps écoulé entre deux parties, victoires à égalité { $wins } : une partie de plus, dont les { $turns } premiers tours sont additionnels
announce-time-no-new-game = Temps écoulé entre deux parties : aucune nouvelle partie ne commence
announce-sudden-death = Égalité à { $score } : mort subite, le prochain point l'emporte
announce-win = { $by ->
        [cleanup] { $winners } { $count ->
            [one] gagne
           *[other] gagnent
        } la partie
        [burn_out] { $winners } { $count ->
            [one] gagne
           *[other] gagnent
        } la partie sur-le-champ : un point gagnant dû à un épuisement répété
        [time] { $winners } { $count ->
            [one] gagne
           *[other] gagnent
        } la partie aux points après les tours additionnels
        [sudden_death] { $winners } { $count ->
            [one] gagne
           *[other] gagnent
        } la partie : premier à mener en mort subite
        [concede] L'autre camp abandonne : { $winners } { $count ->
            [one] gagne
           *[other] gagnent
        } la partie
       *[other] { $winners } { $count ->
            [one] gagne
           *[other] gagnent
        } la partie ({ $by })
    }
announce-win-by-lead = { $winners } { $count ->
        [one] mène de { $lead } : { $winners } gagne la partie
       *[other] mènent de { $lead } : { $winners } gagnent la partie
    }
announce-win-most-points = { $winners } { $count ->
        [one] a le plus de points, { $tally } : { $winners } gagne la partie
       *[other] ont le plus de points, { $tally } : { $winners } gagnent la partie
    }
announce-drawn-no-lead = Personne ne mène de 2, { $tally } : la partie est nulle
announce-drawn-game-wins-differ = Égalité à { $score }, avec des victoires qui ne sont pas à égalité : la partie est nulle
announce-drawn = La partie est nulle
announce-game-started = Partie { $number } sur { $battlefields } : { $first } commence{ $additional ->
        [0] {""}
       *[other] ; ses { $additional } premiers tours sont des tours additionnels
    }
announce-match-won = { $winners } { $count ->
        [one] gagne
       *[other] gagnent
    } le match, { $wins }
announce-match-drawn = Le match est nul, { $wins }
announce-match-won-at-time = { $winners } { $count ->
        [one] gagne
       *[other] gagnent
    } le match aux victoires, { $wins }
announce-match-drawn-at-time = Victoires à égalité { $wins } : le match est nul
