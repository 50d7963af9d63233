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

# The service's refusals

# Où, et ce que nomme un refus
where-body = le corps de la requête
where-line = la ligne { NUMBER($line, useGrouping: 0) }
where-the-action = l'action
where-action-number = l'action { NUMBER($number, useGrouping: 0) }
stored-header = son en-tête
stored-entry = l'entrée { NUMBER($entry, useGrouping: 0) } de son journal
stored-action = son action { NUMBER($number, useGrouping: 0) }
game-by-table = la table « { $table } »
game-by-id = la partie « { $game } »
field-named = « { $name } »
named-in-list = { $list ->
    [players] Joueur
   *[other] Champ de bataille
} { $number }
name-of = le nom de { $who }
gathering-name = le nom du rassemblement
invisible-after = après « { $text } »
invisible-at-start = au début
# La couche HTTP
invalid-request = la requête n'est pas valide : { $where } : { $fault }
invalid-value = valeur non valide
invalid-value-missing = obligatoire, et absent
invalid-value-limit = { $limit ->
    [le] doit valoir au plus { $number }
    [ge] doit valoir au moins { $number }
    [lt] doit être inférieur à { $number }
    [gt] doit être supérieur à { $number }
    [max_length] doit faire au plus { $number } caractères
   *[min_length] doit faire au moins { $number } caractères
}
http-refusal = { $status ->
    [404] il n'y a rien à cette adresse
    [405] cette adresse n'accepte pas cette méthode
   *[other] la requête a été refusée (HTTP { NUMBER($status, useGrouping: 0) })
}
database-unavailable = la base de données est injoignable pour le moment ; rien n'a été modifié, sauf si un nouvel essai avec la même Idempotency-Key dit le contraire : réessayez dans un instant
internal-error = le serveur n'a pas pu répondre à cette requête (le journal de l'organisateur dit pourquoi) ; un nouvel essai avec la même Idempotency-Key n'applique rien deux fois
unknown-host = ce serveur ne répond pas au nom « { $host } » : l'organisateur peut l'ajouter (RIFTSCORE_ALLOWED_HOSTS)
cross-origin = une page d'un autre site ne peut pas écrire ici : ouvrez la page du suivi lui-même
body-too-large = le corps de la requête doit faire au plus { NUMBER($limit, useGrouping: 0) } octets
path-with-nul = rien ici ne porte un nom contenant le caractère NUL
too-many-creations = cet appareil a créé beaucoup { $what ->
    [games] de parties
    [gatherings] de rassemblements
   *[other] de requêtes
} en peu de temps : la prochaine création sera possible dans { $seconds } s
qr-text-length = « text » doit être le lien, de 1 à { $limit } caractères
gathering-needs-name = un rassemblement a besoin de « name »
paired-round-fields = une ronde appariée prend « pairings », « size », « minutes » et « start », pas « { $key } » (ses tables et son type découlent des appariements)
paired-round-start-flag = « start » doit valoir true (lancer tout de suite l'horloge de la ronde) ou false (seulement l'apparier)
start-round-fields = lancer une ronde ne prend que « minutes », pas « { $key } »
body-not-object = le corps de la requête doit être un objet JSON
body-incomplete = la connexion s'est fermée avant la fin du corps de la requête
body-media-type-wrong = le corps de la requête doit être envoyé en { $accepted } (son Content-Type), pas « { $declared } »
body-media-type-missing = le corps de la requête doit être envoyé en { $accepted } (son Content-Type), et aucun n'a été donné
body-empty = le corps de la requête est vide : il doit contenir un objet JSON
body-too-deep = le corps de la requête est imbriqué trop profondément
body-not-json = le corps de la requête n'est pas du JSON valide
body-not-json-at = le corps de la requête n'est pas du JSON valide (à l'octet { NUMBER($byte, useGrouping: 0) })
body-json-ends-early = le corps de la requête n'est pas du JSON valide : il s'arrête avant la fin de sa valeur JSON
json-number-unsafe = { $where } contient le nombre { $number } : les nombres doivent être compris entre -{ NUMBER($limit, useGrouping: 0) } et { NUMBER($limit, useGrouping: 0) }
json-text-with-nul = { $where } contient du texte avec le caractère NUL (U+0000)
if-match-not-version = If-Match doit être une version comme "12", pas « { $value } »
stream-closed = { $whose ->
    [address] cet appareil a plus de flux en direct ouverts que le serveur n'en garde pour un seul
    [game] cette partie a plus de spectateurs que le serveur n'en garde pour une partie
   *[server] le serveur a autant de flux en direct ouverts qu'il peut en garder
} : celui-ci, le plus ancien, a été fermé ; il se rouvre tout seul dans un instant
game-not-timed = la partie « { $game } » n'est pas une table d'une ronde chronométrée
# Les parties
unloadable-game = la partie « { $game } » est enregistrée mais ne peut pas être chargée : { $where } : { $reason }
engine-fault = ce moteur a échoué dessus ({ $kind } : { $detail })
no-such-game = il n'y a pas de partie « { $game } »
no-such-gathering = aucun rassemblement n'a l'identifiant « { $gathering } »
game-needs-token = écrire dans une partie demande son jeton d'écriture (Authorization: Bearer)
token-cannot-write-game = ce jeton ne peut pas écrire dans cette partie
gathering-needs-organiser-token = ajouter des parties à un rassemblement demande son jeton d'organisateur
token-not-organiser = ce jeton n'est pas le jeton d'organisateur du rassemblement
reissue-outside-gathering = seul l'organisateur d'un rassemblement peut redonner le jeton d'écriture d'une table, et cette partie n'appartient à aucun rassemblement
reissue-needs-organiser-token = redonner le jeton d'écriture d'une table demande le jeton d'organisateur
recovery-code-wrong = ce n'est pas le code de récupération du rassemblement, ou il a déjà servi
recovery-code-used = ce code de récupération a déjà servi
gathering-name-length = « name » doit être le nom du rassemblement, de 1 à { $limit } caractères
text-too-long = « { $name } » doit être { $kind ->
    [label] une étiquette
   *[text] un texte
} d'au plus { $limit } caractères
invisible-character = { $where } contient un caractère invisible { $place } ({ $codepoint }, { $character }) : retapez-le avec des caractères visibles seulement
whole-number-range = « { $name } » doit être un nombre entier de 1 à { NUMBER($most, useGrouping: 0) }
idempotency-key-length = une Idempotency-Key doit faire de 1 à { $limit } caractères
name-missing = { $who } a besoin d'un nom
name-too-long = le nom de { $who } fait { $length } caractères : un nom en a au plus { $limit }
name-spaces-around = le nom de { $who } commence ou finit par une espace
name-not-composed = le nom de { $who } n'est pas sous la forme composée d'Unicode (NFC) : écrivez-le comme un clavier le tape
names-same = { $list ->
    [players] Les joueurs
   *[other] Les champs de bataille
} { $first } et { $second } ont le même nom : donnez-leur des noms que les joueurs distinguent
names-alike = { $list ->
    [players] Les joueurs
   *[other] Les champs de bataille
} { $first } et { $second } ont le même nom (« { $one } » et « { $other } » ne diffèrent que par la casse, la largeur, les espaces ou un liant invisible) : donnez-leur des noms que les joueurs distinguent
game-number-too-large = { $where } contient le nombre { NUMBER($number, useGrouping: 0) } : les nombres d'une partie (points, scores de victoire) valent au plus { $limit } dans un sens comme dans l'autre
victory-score-too-large = le score de victoire est d'au plus { $limit } points, pas { NUMBER($points, useGrouping: 0) }
victory-score-set-too-large = { $where } fixe le score de victoire à { NUMBER($points, useGrouping: 0) } : un score de victoire est d'au plus { $limit } points
record-too-deep = l'enregistrement est imbriqué trop profondément
record-too-long = l'enregistrement a { $actions } actions : une partie en contient au plus { $limit }
header-too-deep = l'en-tête est imbriqué trop profondément
action-too-deep = l'action est imbriquée trop profondément
record-not-kept = l'enregistrement se rejoue, mais { $where } ne peut pas être gardé : { $reason }
nothing-to-undo = il n'y a rien à annuler : aucune action n'est en vigueur
time-called-by-clock = le temps a été annoncé par l'horloge de la ronde { $round } à { $table } : on ne peut pas l'annuler (corrigez un score avec un ajustement ; une prolongation accordée par un juge rend son temps à la table)
game-moved-on = la partie est à la version { NUMBER($stored, useGrouping: 0) }, pas { NUMBER($seen, useGrouping: 0) } : quelqu'un d'autre a écrit avant ; regardez à nouveau et réessayez
game-full = cette partie contient { $entries } entrées, le maximum pour une partie : exportez son enregistrement pour le garder
game-busy = un autre appareil écrit sans cesse dans cette partie : regardez à nouveau et réessayez
key-used-in-game = l'Idempotency-Key « { $key } » a déjà servi dans cette partie pour { $do ->
    [undo] une annulation
   *[other] une action « { $do } »
} (entrée { NUMBER($entry, useGrouping: 0) }) ; une autre requête demande une nouvelle clé
# Les rassemblements et leurs tournois
no-such-player = le rassemblement n'a pas de joueur « { $player } »
no-such-round = le rassemblement n'a pas de ronde { $round }
no-such-swiss-round = il n'y a pas de ronde suisse { $number } : { $rounds ->
    [0] aucune ronde n'est encore appariée
   *[other] les rondes suisses jusqu'ici vont de 1 à { $rounds }
}
event-inconsistent = les faits du tournoi ne concordent plus : { $reason }
gathering-busy = le rassemblement a été modifié par d'autres appareils de nombreuses fois à la fois : réessayez
tournament-refusal = { $reason }
player-name-not-text = « { $name } » doit être un nom, sous forme de texte
player-name-length = « { $name } » doit être un nom de 1 à { $limit } caractères
event-mode-unknown = « mode » doit être { $modes }, pas { $mode }
event-points-shape = « points » doit être {"{"}"win", "draw", "loss"{"}"}, des nombres entiers de 0 à { $limit }
event-seed-length = « seed » doit être un texte de 1 à { $limit } caractères
event-begun = le tournoi du rassemblement a déjà commencé
event-setting-unknown = le tournoi n'a pas de réglage « { $key } »
event-setting-fixed = « { $key } » est fixé dès que la ronde 1 est appariée
event-mode-fixed-by-players = des joueurs sont déjà inscrits : un tournoi 2v2 inscrit des équipes, tout autre tournoi des joueurs, le mode ne peut donc plus passer de l'un à l'autre
register-needs-token = inscrire un joueur demande le jeton d'organisateur du rassemblement ou son jeton d'inscription (Authorization: Bearer)
token-cannot-register = ce jeton ne peut ni gérer le rassemblement ni inscrire ses joueurs
player-field-unknown = un joueur n'a pas de champ « { $key } »
team-members-two = « members » doit nommer les deux joueurs de l'équipe
join-link-replaced = ce lien d'inscription a été remplacé par un plus récent : demandez à l'organisateur
key-used-to-register = l'Idempotency-Key « { $key } » a déjà servi à inscrire { $player } ; une autre requête demande une nouvelle clé
team-members-needed = un tournoi 2v2 inscrit des équipes : donnez les deux joueurs de l'équipe dans « members »
team-members-not-wanted = un tournoi { $mode } inscrit des joueurs, pas des équipes : retirez « members »
gathering-full = le rassemblement compte { $limit } participants, autant qu'il peut en accueillir
team-names-same = les deux joueurs d'une équipe ont besoin de deux noms différents
name-taken = { $taken } est déjà inscrit : donnez à { $name } un nom qui les distingue (l'initiale d'un nom de famille, par exemple)
dropped-already = { $player } a déjà abandonné, après la ronde { $round }
dropped-no-show = { $player } ne s'est pas présenté à la ronde { $round } et a été retiré à ce moment-là
drop-while-playing = { $player } joue à la table { $table } de la ronde { $round }, qui n'a pas encore de résultat : un joueur abandonne entre les rondes (enregistrez d'abord le résultat de la table, ou marquez une absence)
drop-out-of-cut = { $player } n'est plus dans le top cut : après le cut, seul un joueur encore qualifié peut abandonner (et personne ne prend sa place, 414.6)
# Rondes, appariements et décisions
rounds-are-paired = ce rassemblement a des joueurs : ses rondes sont appariées à partir d'eux ({"{"}"pairings": "swiss"{"}"}), pas faites de tables à la main
round-type-unknown = « type » doit être "swiss" ou "single_elimination", pas { $kind }
round-type-mismatch = { $table } a été lancée pour une ronde { $declared }, pas { $kind } : sa partie doit être créée avec "round": "{ $kind }"
round-started-meanwhile = une autre ronde a été lancée au même moment : regardez à nouveau
game-in-other-round = la partie « { $game } » est déjà une table d'une autre ronde
game-not-in-gathering = la partie « { $game } » n'est pas une partie de ce rassemblement
no-game-to-time = le rassemblement n'a aucune partie à chronométrer : chaque partie est finie ou dans une ronde précédente (ajoutez d'abord les parties de la ronde)
round-games-list = « games » doit être une liste non vide d'identifiants de parties
round-games-twice = « games » nomme une partie deux fois
round-games-unknown = « games » nomme « { $game } », qui n'est pas une partie de ce rassemblement
game-in-round = { $table } est déjà une table de la ronde { $round }
game-over-no-clock = { $table } est terminée : elle n'a pas besoin d'horloge
round-paused = la ronde { $round } est déjà en pause
round-paused-meanwhile = la ronde { $round } vient d'être mise en pause par un autre appareil
round-not-paused = la ronde { $round } n'est pas en pause
round-resumed-meanwhile = la ronde { $round } vient d'être reprise par un autre appareil
extension-game-needed = « game » doit être l'identifiant d'une des parties de la ronde
extension-game-not-in-round = « game » nomme « { $game } », qui n'est pas une table de la ronde { $round }
key-used-in-round = l'Idempotency-Key « { $key } » a déjà servi dans cette ronde pour une autre prolongation ; une autre requête demande une nouvelle clé
game-over-no-time = { $table } est terminée : elle n'a plus besoin de temps
time-called-play-went-on = le temps a été annoncé à { $table } et le jeu a continué depuis : une prolongation ne peut plus le reprendre
table-wrote-meanwhile = { $table } a écrit dans sa partie à cet instant même : regardez à nouveau et réessayez
pairings-kind-unknown = « pairings » doit être "swiss" ou "top", pas { $kind }
cut-size-unknown = « size » doit être la taille du top cut : de { $smallest } à { $largest }
round-paired-meanwhile = la ronde { $round } vient d'être appariée par un autre appareil : regardez à nouveau
gathering-keeps-changing = le rassemblement ne cesse de changer : appariez à nouveau dans un instant
round-not-paired = la ronde { $round } de ce rassemblement n'est pas appariée{ $paired ->
    [0] {" "}(aucune ronde n'est encore appariée)
   *[other] {""}
}
round-started-already = la ronde { $round } a déjà commencé
round-superseded = la ronde { $later } est déjà appariée : la ronde { $round } ne commence plus
round-started-meanwhile-by = la ronde { $round } vient d'être lancée par un autre appareil
cut-size-for-top-only = « size » est pour le top cut ("pairings": "top")
cut-not-for-pods = un top cut se joue en matchs 1v1 : un tournoi { $mode } n'en a pas
cut-after-swiss = le top cut vient après les rondes suisses : appariez d'abord la ronde 1
cut-size-needed = « size » doit dire combien de joueurs font le top cut : de { $smallest } à { $largest }
cut-size-fixed = le top cut est déjà fixé au top { $cut }, pas { $size }
table-names-refused = la partie de la table { $table } ne peut pas commencer avec ces noms : { $reason }
rounds-hand-made = la ronde { $round } de ce rassemblement a été lancée avec des tables faites à la main : un rassemblement apparie toutes ses rondes à partir de ses joueurs, ou aucune
no-show-without-table = { $round ->
    [0] { $player } n'a pas de table : aucune ronde n'est encore appariée
   *[other] { $player } n'a pas de table à la ronde { $round }
} : une absence concerne un joueur qui n'est pas venu à sa table
no-show-at-pod = la table { $table } est une table d'escarmouche ou de guerre : enregistrez son résultat à la main, avec { $player } dans "absent"
no-show-but-played = la table { $table } a un résultat issu de sa partie : { $player } est venu et a joué
no-show-already = { $player } est déjà enregistré comme absent
game-not-paired-table = la partie « { $game } » n'est pas une table appariée de ce rassemblement
table-game-written-meanwhile = la partie de la table a été modifiée à cet instant même : regardez à nouveau
result-field-unknown = un résultat n'a pas de champ « { $key } »
result-game-wins = « game_wins » doit lister { $sides } nombres entiers de 0 à { $limit }, un pour chaque camp dans l'ordre de la table ({ $order })
result-games-drawn = « games_drawn » doit être un nombre entier de 0 à { $limit }
result-absent-list = « absent » doit lister les identifiants des participants qui ne sont pas venus
result-absent-unknown = « absent » nomme « { $entrant } », qui n'est pas assis à cette table ({ $order })
result-absent-twice = « absent » nomme un participant deux fois
# Les compteurs d'une table et qui commence
counter-not-whole = `{ $key }` doit être un nombre entier, pas { $value }
counter-field-unknown = un changement de compteur a `player`, `counter` et `add` ou `value`, pas `{ $key }`
counter-player-unknown = { $player } n'est pas un joueur de cette partie : { $players }
counter-unknown = il n'y a pas de compteur { $counter } : les compteurs sont { $counters }
counter-add-or-value = donnez soit `add` (+1, -1...) soit `value`, pas les deux
counter-below-zero = { $counter ->
    [xp] l'XP
    [energy] l'Énergie
   *[power] la Puissance
} de { $player } est à { $value } : elle ne peut pas descendre sous 0
counter-above-most = { $counter ->
    [xp] l'XP
    [energy] l'Énergie
   *[power] la Puissance
} de { $player } est à { $value } : elle ne peut pas dépasser { $limit }
key-used-for-counter = l'Idempotency-Key « { $key } » a déjà servi dans cette partie pour un autre changement de compteur ; une autre requête demande une nouvelle clé
first-drawn-or-begun = qui commence a déjà été tiré au sort, ou la partie a commencé
game-begun = la partie a commencé : { $player } a joué en premier
first-drawn = qui commence a déjà été tiré au sort : { $player } commence
control-character = caractère de contrôle
too-many-connections = le serveur a autant de connexions ouvertes qu'il en accepte (depuis cette adresse, ou en tout) : réessayez dans un instant
headers-too-large = la ligne de requête et les en-têtes sont trop grands
request-too-slow = la requête n'est pas arrivée à temps : renvoyez-la en entier
request-not-http = la requête n'est pas du HTTP/1.1 valide

# Slips that expire, and the join link's share
table-result-final = le résultat de cette table est définitif : la ronde suivante de l'événement est appariée sur lui, seul l'organisateur peut encore le modifier
too-many-registrations = cet appareil a inscrit beaucoup de joueurs avec le lien d'inscription en peu de temps : le prochain pourra s'inscrire dans { $seconds } s

## Le top cut (ticket 21)

cut-larger-than-field = un top { $size } demande { $size } joueurs encore en lice, et il n'en reste que { $left } : le plus grand top possible est maintenant un top { $largest }

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

# The pages' catalogue
unknown-language = pas de catalogue pour « { $tag } » : les langues sont { $languages }

# The legends of an event's players
legends-not-object = « legends » doit être un objet associant les joueurs de l'inscription à leurs légendes
legend-not-in-entry = legends nomme « { $player } », qui n'est pas dans cette inscription
team-legends-per-member = une équipe donne la légende de chaque membre dans « legends »
