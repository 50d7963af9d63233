# As palavras do riftscore em português do Brasil. Mesmos identificadores e variáveis que en.ftl.
# Nomes de jogadores, campos de batalha e cartas nunca são traduzidos; as palavras-chave do
# formato de registro ($do, $key, $mode, $by) ficam como estão.

## Peças comuns

list-separator = {", "}

## As linhas do registro

record-line = linha { NUMBER($line, useGrouping: 0) }: { $reason }

## As regras: quem e onde

unknown-player = "{ $player }" não joga nesta partida (jogadores: { $players })
unknown-battlefield = "{ $battlefield }" não é um campo de batalha em jogo (campos de batalha: { $battlefields })

## As regras: o cabeçalho

header-empty-name = { $key } não pode ter nomes vazios
header-name-twice = { $key } cita "{ $name }" duas vezes
header-player-count = { $mode } é jogado por { $players } jogadores, mas o cabeçalho cita { $named }
header-battlefield-count = { $mode } é jogado em { $battlefields } campos de batalha, mas o cabeçalho cita { $named }
header-victory-score-below-one = victory_score deve ser pelo menos 1, não { $points }
teams-only-2v2 = equipes só existem no 2v2, não em { $mode }
teams-missing = o 2v2 precisa de equipes: duas listas de dois jogadores
teams-shape = teams deve ser duas listas de dois jogadores
teams-players = teams deve citar cada jogador exatamente uma vez
teams-not-alternating = as equipes devem se alternar na ordem dos turnos, mas { $first } e { $second } são parceiros e estão sentados lado a lado
start-scores-unknown-player = start.scores cita "{ $player }", que não joga
start-scores-negative = start.scores dá { $points } a { $player }: uma pontuação nunca fica abaixo de 0
start-scores-team-twice = start.scores cita { $first } e { $second }: uma equipe divide uma pontuação, cite só um dos dois
start-control-unknown-battlefield = start.control cita "{ $battlefield }", que não é um campo de batalha em jogo
start-control-unknown-player = start.control dá { $battlefield } a "{ $player }", que não joga

## As regras: os turnos

turn-scoring-step-not-reached = o turno em andamento ainda não chegou à etapa de pontuação
beginning-phase-not-started = não há fase inicial em andamento: start_turn vem primeiro
not-in-beginning-phase = "{ $do }" não pode acontecer na fase inicial
first-turn-extra = o primeiro turno de uma partida não pode ser um turno extra
first-turn-not-yours = o primeiro turno da partida é de { $first }, não de { $player }
turn-out-of-order = turno fora de ordem: { $next } joga o próximo turno, não { $player } (um turno concedido por uma carta é escrito com "extra": true)
turn-needed = { $do } precisa de um turno em andamento, e estamos { $when ->
    [before-first-turn] antes do primeiro turno
   *[between-turns] entre dois turnos
}
ally-occupies-only-2v2 = ally_occupies só existe no 2v2, não em { $mode }
ally-occupies-twice = ally_occupies cita um campo de batalha duas vezes

## As regras: a pontuação

already-controls = { $player } já controla { $battlefield }
nobody-controls = ninguém controla { $battlefield }, então ninguém pode perdê-lo
gain-below-one = um ganho deve ser de pelo menos 1 ponto, não { $points }
burn-out-needs-opponent = um esgotamento precisa do oponente que ganha o ponto
burn-out-not-opponent = { $player } não pode dar o ponto do esgotamento a { $gainer }
adjust-zero = um ajuste deve mudar a pontuação: points não pode ser 0
resolve-empty = resolve precisa de pelo menos uma ação
not-in-resolve = "{ $do }" não pode acontecer dentro de resolve (só control, lose_control, gain, burn_out e adjust)
victory-score-below-one = a pontuação de vitória deve ser pelo menos 1, não { $points }
time-already-called = o fim do tempo já foi anunciado neste registro
no-concede = não se concede em { $mode }: é todos contra todos

## As regras: o fim da partida e da série

game-over = a partida terminou: { $outcome }
match-over = a série terminou: { $outcome }
match-game-over = a partida { $game } terminou ({ $outcome }): a próxima partida deve começar com uma ação game
outcome-drawn = { $by ->
    [none] empate
    [time] empate no tempo
   *[other] empate ({ $by })
}
outcome-won = { $by ->
    [none] vitória de { $winners }
    [cleanup] vitória de { $winners } por pontos
    [sudden_death] vitória de { $winners } na morte súbita
    [burn_out] vitória de { $winners } por esgotamento
    [concede] vitória de { $winners } por desistência
    [time] vitória de { $winners } no tempo
   *[other] vitória de { $winners } ({ $by })
}
game-only-in-match = uma ação game só existe numa série, não em { $mode }
game-in-progress = a partida { $game } ainda está em andamento
match-battlefield-count = cada partida de uma série é jogada em { $count } campos de batalha
match-battlefield-names = os campos de batalha da partida devem ter nomes diferentes e não vazios
battlefield-set-aside = { $battlefield } foi usado numa partida que alguém venceu: fica separado pelo resto da série

## O leitor de registros: linhas

record-empty = o registro está vazio: ele precisa de uma linha de cabeçalho
line-not-utf8 = não é texto UTF-8 válido (um registro é JSON Lines em UTF-8)
line-too-deep = aninhada fundo demais para ser uma linha de registro
json-number-too-long = um número longo demais para ler (os números de um registro têm no máximo 4300 dígitos)
json-not-a-number = JSON inválido: { $constant } não é um número JSON
json-invalid = JSON inválido ({ $detail })
json-lone-surrogate = JSON inválido: uma string contém "{ $escape }", um escape de substituto isolado, que não representa nenhum caractere
json-extra-data = JSON inválido: há algo depois do primeiro valor JSON desta linha (uma linha contém exatamente um objeto)
json-line-ends-early = JSON inválido: a linha termina antes do seu valor JSON (um objeto não pode ocupar duas linhas)
json-byte-order-mark = JSON inválido: uma marca de ordem de bytes na coluna { $column } (só o início do arquivo pode ter uma)
json-not-whitespace = JSON inválido: { $char ->
    [vertical-tab] uma tabulação vertical
    [form-feed] uma quebra de página
    [file-separator] um separador de arquivo
    [group-separator] um separador de grupo
    [record-separator] um separador de registro
    [unit-separator] um separador de unidade
    [next-line] um caractere de próxima linha (U+0085)
    [no-break-space] um espaço sem quebra (U+00A0)
    [line-separator] um separador de linha (U+2028)
   *[paragraph-separator] um separador de parágrafo (U+2029)
} na coluna { $column } (os espaços em branco do JSON são espaços, tabulações e fins de linha)
json-unexpected = JSON inválido: { $char } inesperado na coluna { $column }
json-fault-at = JSON inválido: { $fault ->
    [comma] vírgula esperada
    [colon] dois-pontos esperados
    [property-name] nome de propriedade entre aspas duplas esperado
    [control-character] caractere de controle inválido
    [escape] escape \ inválido
    [unicode-escape] escape \uXXXX inválido
    [trailing-comma-object] vírgula final não permitida antes do fim do objeto
   *[trailing-comma-array] vírgula final não permitida antes do fim da lista
} na coluna { $column }
json-other-fault-at = JSON inválido: { $fault } na coluna { $column }

## O leitor de registros: objetos e chaves

where-action = { $do }
where-header = o cabeçalho
where-beginning-phase = na fase inicial
where-inside-resolve = dentro de resolve
where-in-key = em "{ $key }" de { $do }
key-missing = { $where } precisa de "{ $key }" ({ $what })
key-wrong = { $where }: "{ $key }" deve ser { $what }, não { $value }
value-name = um nome
value-names = uma lista de nomes
value-count = um número inteiro
value-text = texto
value-flag = true ou false
value-actions = uma lista de ações
value-one-of = um de { $choices }
value-round = "swiss" ou "single_elimination"
value-teams = duas listas de dois nomes de jogadores
value-object = um objeto
action-not-object = uma ação deve ser um objeto JSON, não { $value }
action-needs-do = uma ação precisa de "do" (o que aconteceu: turn, control, ...)
board-action-without-board = ação desconhecida { $do }: é uma ação de tabuleiro, e esta partida não tem tabuleiro (seu cabeçalho não tem "board")
unknown-action = ação desconhecida { $do }
action-misplaced = "{ $do }" não pode acontecer { $where } (só { $allowed })
ally-occupies-in-board-game = ally_occupies não é escrito numa partida com tabuleiro: o tabuleiro sabe onde estão as unidades
header-not-object = o cabeçalho deve ser um objeto JSON, não { $value }
header-needs-format = o cabeçalho precisa de "format": "{ $format }"
header-wrong-format = o formato deve ser "{ $format }", não { $value }
start-scores-not-map = o cabeçalho: "start.scores" deve associar nomes de jogadores a números inteiros, não { $value }
start-control-not-map = o cabeçalho: "start.control" deve associar nomes de campos de batalha a nomes de jogadores, não { $value }

## O tabuleiro: lugares, cartas e o que precisa de um turno

place-base = base de { $player }
unknown-card = não há nenhuma carta "{ $card }" no tabuleiro
card-not-a-unit = { $card } é { $kind ->
    [gear] um equipamento
    [rune] uma runa
   *[hidden] uma carta oculta
}, não uma unidade
card-not-gear = { $card } é { $kind ->
    [unit] uma unidade
    [rune] uma runa
   *[hidden] uma carta oculta
}, não um equipamento
doing-standard-move = o movimento padrão
doing-chain-item = um item da cadeia
doing-resolve-item = resolver um item da cadeia
doing-remove-item = remover um item da cadeia
doing-choice = uma escolha
doing-end-showdown = encerrar um confronto
doing-combat-result = um resultado de combate
doing-new-turn = um novo turno
doing-scoring-step = a etapa de pontuação
board-match-game-over = a partida { $game } da série terminou ({ $outcome }): a próxima partida deve começar com uma ação game
control-not-written = { $do } não é escrito numa partida com tabuleiro: o controle decorre do tabuleiro (movimentos, confrontos e resultados de combate)

## O tabuleiro: o tabuleiro inicial

board-card-refused = tabuleiro ("board"): { $reason }
board-gear-on-other-unit = tabuleiro ("board"): { $gear } é um equipamento de { $controller }, anexado a uma unidade de { $owner }
board-units-uncontrolled = tabuleiro ("board"): { $player } tem unidades em { $battlefield }, que ninguém controla; start.control deve dar cada campo de batalha com unidades a quem as controla
board-units-controlled-by-other = tabuleiro ("board"): { $player } tem unidades em { $battlefield }, que { $controller } controla; start.control deve dar cada campo de batalha com unidades a quem as controla
board-control-without-units = tabuleiro ("board"): start.control dá { $battlefield } a { $player }, que não tem nenhuma unidade lá (um campo de batalha sem unidades não é controlado)

## O tabuleiro: cartas que entram e mudam

card-no-id = uma carta precisa de um identificador não vazio
card-already-on-board = { $card } já está no tabuleiro
unit-numbers-negative = { $unit } precisa de Poder e dano de 0 ou mais
unit-enters-designated = { $unit } não pode entrar como atacante nem como defensora
gear-away-from-unit = { $gear } precisa estar onde { $unit } está ({ $place }) para ser anexado
hidden-card-not-at-battlefield = { $card } é uma carta oculta: ela é colocada num campo de batalha
hide-where-not-controlled = { $player } só pode ocultar uma carta num campo de batalha que controla, não em { $battlefield }
recall-card-twice = um retorno cita uma carta duas vezes
recall-no-cards = um retorno precisa de pelo menos uma carta
damage-below-one = o dano deve ser pelo menos 1, não { $amount }
unit-already-exhausted = { $unit } já está exaurida
unit-already-ready = { $unit } já está preparada
might-below-zero = o Poder não pode ser menor que 0, e é { $might }
already-controls-card = { $player } já controla { $card }
gear-already-attached = { $gear } já está anexado a { $unit }
gear-for-own-units = { $gear } só pode ser anexado a uma unidade de { $player }
gear-not-attached = { $gear } não está anexado a nada

## O tabuleiro: movimentos e retornos

move-no-units = { $move ->
    [standard] um movimento padrão
   *[effect] um movimento
} precisa de pelo menos uma unidade
move-unit-twice = { $move ->
    [standard] um movimento padrão
   *[effect] um movimento
} cita uma unidade duas vezes
standard-move-not-your-turn = o movimento padrão é só para o jogador do turno, e este é o turno de { $player }
standard-move-not-main-phase = o movimento padrão só acontece na fase principal
standard-move-in-showdown = não há movimento padrão durante um confronto (há um em andamento em { $battlefield })
standard-move-chain-not-empty = o movimento padrão espera até a cadeia ficar vazia
unit-of-another = { $unit } é uma unidade de { $controller }: { $player } não pode movê-la
unit-exhausted-no-standard-move = { $unit } está exaurida: uma unidade exaurida não pode fazer o movimento padrão
unit-already-there = { $unit } já está lá ({ $place })
standard-move-from-other-base = { $unit } está na { $place }: o movimento padrão parte da base de quem a controla ou de um campo de batalha
standard-move-from-base = da base, o movimento padrão de { $unit } vai para um campo de batalha
standard-move-other-base = { $unit } só pode voltar para a { $home }, não para a { $place }
no-ganking = { $unit } não tem Ganking: seu movimento padrão vai entre a base e um campo de batalha, não de { $origin } para { $place }
move-to-other-base = { $unit } só pode ir para a base de quem a controla, não para a { $place }
combat-about-to-start = um combate está para começar em { $battlefield }: unidades só podem entrar nele como parte do grupo do movimento padrão ou, depois de começado, por uma Ação ou Reação durante o seu confronto
combat-joined-outside-chain = há um combate em andamento em { $battlefield }: só um feitiço ou uma habilidade com Ação ou Reação pode mover unidades para ele durante o seu confronto, e isto não pode
combat-joined-too-slow = há um combate em andamento em { $battlefield }: só um feitiço ou uma habilidade com Ação ou Reação pode mover unidades para ele durante o seu confronto, e { $item } ({ $timing }) não pode
hidden-card-recalled = { $card } é uma carta oculta: não pode retornar
card-already-home = { $card } já está na { $place }
gear-goes-with-unit = { $gear } está anexado a { $unit }: vai para onde a sua unidade vai

## O tabuleiro: a cadeia

chain-item-no-id = um item da cadeia precisa de um identificador não vazio
chain-item-already-on = { $item } já está na cadeia
chain-item-not-on = { $item } não está na cadeia
chain-item-already-legal = { $item } já é um item legal
chain-empty = a cadeia está vazia: não há nada para resolver
item-not-on-top = { $item } ({ $on_chain ->
    [yes] na cadeia
   *[no] fora da cadeia
}) não pode ser resolvido: { $top } está no topo
item-still-pending = { $item } ainda está pendente: ele é resolvido quando for um item legal
not-a-resolution-effect = { $kind } não é algo que uma resolução faz

## O tabuleiro: limpezas, confrontos e combates

cleanup-waits-for-choice = há uma limpeza em andamento: { $player } precisa primeiro escolher onde começa { $kind ->
    [showdown] o confronto
   *[combat] o combate
} ({ $battlefields })
nothing-to-choose = não há nada para escolher: nenhuma limpeza está esperando uma escolha
chooser-is-other = quem escolhe é { $chooser }, não { $player }
choice-elsewhere = { $kind ->
    [showdown] o confronto
   *[combat] o combate
} pode começar em { $battlefields }, não em { $battlefield }
chain-not-empty = { $moment ->
    [turn-end] o turno ainda não pode terminar
   *[scoring-step] a etapa de pontuação não pode começar
}: a cadeia ainda tem { $items }
showdown-under-way = { $moment ->
    [turn-end] o turno ainda não pode terminar
   *[scoring-step] a etapa de pontuação não pode começar
}: há um confronto ou combate em andamento em { $battlefield }
no-showdown-to-end = não há confronto para encerrar
showdown-opens-combat = o confronto em { $battlefield } abre um combate: ele termina com o resultado do combate
showdown-chain-not-empty = um confronto só termina quando a cadeia está vazia
no-combat-under-way = não há combate em andamento
combat-chain-not-empty = o confronto do combate continua enquanto a cadeia tiver itens
combat-result-unit-twice = um resultado de combate cita uma unidade duas vezes
unit-not-in-combat = { $unit } não está no combate em { $battlefield }
combat-damage-negative = o dano não pode ser negativo, e o de { $unit } é { $amount }

## A extensão de tabuleiro do registro

where-card = a carta { $card }
where-some-card = uma carta no tabuleiro
value-card-id = o identificador da carta
value-unit-id = o identificador de uma unidade
value-item-id = o identificador do item da cadeia
value-keywords = uma lista de palavras-chave
value-place = um campo de batalha, "base" ou {"{"}"base": jogador{"}"}
value-timing = normal, action, reaction ou triggered
value-gear-place = onde o equipamento está
value-hidden-place = o campo de batalha onde ela está oculta
value-damage = um objeto de identificadores de unidades para números inteiros
value-units = uma lista de unidades
value-gear-list = uma lista de equipamentos
value-runes = uma lista de runas
value-hidden-cards = uma lista de cartas ocultas
value-items = uma lista de itens
value-effects = uma lista de efeitos
board-not-object = "board" deve ser um objeto que lista cartas, não { $value }
board-unknown-lists = "board" lista units, gear, runes e hidden; não { $keys }
card-kind-needed = { $where } precisa de uma carta: "unit", "gear", "rune" ou "hidden"
effect-not-object = um efeito deve ser um objeto, não { $value }
not-an-effect = { $do } não é um efeito (efeitos: { $effects })

# The legends extension of a record's header
legends-unknown-player = legends dá a "{ $player }" a lenda "{ $legend }", mas "{ $player }" não joga
value-legends = um objeto de nomes de jogadores para nomes de lendas

# The service's refusals

# Onde, e o que uma recusa nomeia
where-body = o corpo da requisição
where-line = a linha { NUMBER($line, useGrouping: 0) }
where-the-action = a ação
where-action-number = a ação { NUMBER($number, useGrouping: 0) }
stored-header = seu cabeçalho
stored-entry = a entrada { NUMBER($entry, useGrouping: 0) } do seu registro
stored-action = sua ação { NUMBER($number, useGrouping: 0) }
game-by-table = a mesa "{ $table }"
game-by-id = a partida "{ $game }"
field-named = "{ $name }"
named-in-list = { $list ->
    [players] Jogador
   *[other] Campo de batalha
} { $number }
name-of = o nome de { $who }
gathering-name = o nome do encontro
invisible-after = depois de "{ $text }"
invisible-at-start = no início
# A camada HTTP
invalid-request = a requisição não é válida: { $where }: { $fault }
invalid-value = não é um valor válido
invalid-value-missing = obrigatório, e ausente
invalid-value-limit = { $limit ->
    [le] deve ser no máximo { $number }
    [ge] deve ser no mínimo { $number }
    [lt] deve ser menor que { $number }
    [gt] deve ser maior que { $number }
    [max_length] deve ter no máximo { $number } caracteres
   *[min_length] deve ter no mínimo { $number } caracteres
}
http-refusal = { $status ->
    [404] não há nada neste endereço
    [405] este endereço não aceita este método
   *[other] a requisição foi recusada (HTTP { NUMBER($status, useGrouping: 0) })
}
database-unavailable = o banco de dados não pode ser acessado agora; nada foi alterado, a menos que uma nova tentativa com a mesma Idempotency-Key diga o contrário: tente de novo em um instante
internal-error = o servidor não conseguiu responder a esta requisição (o registro do organizador diz por quê); uma nova tentativa com a mesma Idempotency-Key não aplica nada duas vezes
unknown-host = este servidor não responde pelo nome "{ $host }": o organizador pode adicioná-lo (RIFTSCORE_ALLOWED_HOSTS)
cross-origin = uma página de outro site não pode escrever aqui: abra a página do próprio marcador
body-too-large = o corpo da requisição deve ter no máximo { NUMBER($limit, useGrouping: 0) } bytes
path-with-nul = nada aqui tem um nome com o caractere NUL
too-many-creations = este dispositivo criou { $what ->
    [games] muitas partidas
    [gatherings] muitos encontros
   *[other] muitas requisições
} em pouco tempo: a próxima poderá ser criada em { $seconds } s
qr-text-length = "text" deve ser o link, de 1 a { $limit } caracteres
gathering-needs-name = um encontro precisa de "name"
paired-round-fields = uma rodada pareada aceita "pairings", "size", "minutes" e "start", não "{ $key }" (suas mesas e seu tipo vêm dos pareamentos)
paired-round-start-flag = "start" deve ser true (iniciar já o relógio da rodada) ou false (apenas pareá-la)
start-round-fields = iniciar uma rodada aceita apenas "minutes", não "{ $key }"
body-not-object = o corpo da requisição deve ser um objeto JSON
body-incomplete = a conexão foi fechada antes do fim do corpo da requisição
body-media-type-wrong = o corpo da requisição deve ser enviado como { $accepted } (seu Content-Type), não "{ $declared }"
body-media-type-missing = o corpo da requisição deve ser enviado como { $accepted } (seu Content-Type), e nenhum foi informado
body-empty = o corpo da requisição está vazio: ele deve ser um objeto JSON
body-too-deep = o corpo da requisição está aninhado demais
body-not-json = o corpo da requisição não é JSON válido
body-not-json-at = o corpo da requisição não é JSON válido (no byte { NUMBER($byte, useGrouping: 0) })
body-json-ends-early = o corpo da requisição não é JSON válido: ele termina antes do seu valor JSON
json-number-unsafe = { $where } tem o número { $number }: os números devem ficar entre -{ NUMBER($limit, useGrouping: 0) } e { NUMBER($limit, useGrouping: 0) }
json-text-with-nul = { $where } tem texto com o caractere NUL (U+0000)
if-match-not-version = If-Match deve ser uma versão como "12", não "{ $value }"
stream-closed = { $whose ->
    [address] este dispositivo tem mais transmissões ao vivo abertas do que o servidor mantém para um só
    [game] esta partida tem mais espectadores do que o servidor mantém para uma partida
   *[server] o servidor tem tantas transmissões ao vivo abertas quanto mantém
}: esta, a mais antiga, foi fechada; ela se reabre sozinha em instantes
game-not-timed = a partida "{ $game }" não é uma mesa de uma rodada com relógio
# Partidas
unloadable-game = a partida "{ $game }" está salva, mas não pode ser carregada: { $where }: { $reason }
engine-fault = este motor falhou nela ({ $kind }: { $detail })
no-such-game = não existe a partida "{ $game }"
no-such-gathering = nenhum encontro tem o identificador "{ $gathering }"
game-needs-token = escrever em uma partida exige o seu token de escrita (Authorization: Bearer)
token-cannot-write-game = este token não pode escrever nesta partida
gathering-needs-organiser-token = adicionar partidas a um encontro exige o seu token de organizador
token-not-organiser = este token não é o token de organizador do encontro
reissue-outside-gathering = só o organizador de um encontro pode emitir de novo o token de escrita de uma mesa, e esta partida não pertence a nenhum encontro
reissue-needs-organiser-token = emitir de novo o token de escrita de uma mesa exige o token de organizador
recovery-code-wrong = este não é o código de recuperação do encontro, ou ele já foi usado
recovery-code-used = este código de recuperação já foi usado
gathering-name-length = "name" deve ser o nome do encontro, de 1 a { $limit } caracteres
text-too-long = "{ $name }" deve ser { $kind ->
    [label] um rótulo
   *[text] um texto
} de no máximo { $limit } caracteres
invisible-character = { $where } tem um caractere invisível { $place } ({ $codepoint }, { $character }): digite de novo apenas com caracteres visíveis
whole-number-range = "{ $name }" deve ser um número inteiro de 1 a { NUMBER($most, useGrouping: 0) }
idempotency-key-length = uma Idempotency-Key deve ter de 1 a { $limit } caracteres
name-missing = { $who } precisa de um nome
name-too-long = o nome de { $who } tem { $length } caracteres: um nome tem no máximo { $limit }
name-spaces-around = o nome de { $who } começa ou termina com um espaço
name-not-composed = o nome de { $who } não está na forma composta do Unicode (NFC): escreva-o como um teclado o digita
names-same = { $list ->
    [players] Os jogadores
   *[other] Os campos de batalha
} { $first } e { $second } têm o mesmo nome: dê a eles nomes que os jogadores consigam distinguir
names-alike = { $list ->
    [players] Os jogadores
   *[other] Os campos de batalha
} { $first } e { $second } têm o mesmo nome ("{ $one }" e "{ $other }" só diferem em maiúsculas, largura, espaços ou um conector invisível): dê a eles nomes que os jogadores consigam distinguir
game-number-too-large = { $where } tem o número { NUMBER($number, useGrouping: 0) }: os números de uma partida (pontos, pontuações de vitória) são no máximo { $limit } em qualquer sentido
victory-score-too-large = a pontuação de vitória é de no máximo { $limit } pontos, não { NUMBER($points, useGrouping: 0) }
victory-score-set-too-large = { $where } define a pontuação de vitória como { NUMBER($points, useGrouping: 0) }: uma pontuação de vitória é de no máximo { $limit } pontos
record-too-deep = o registro está aninhado demais
record-too-long = o registro tem { $actions } ações: uma partida comporta no máximo { $limit }
header-too-deep = o cabeçalho está aninhado demais
action-too-deep = a ação está aninhada demais
record-not-kept = o registro é reproduzido, mas { $where } não pode ser mantido: { $reason }
nothing-to-undo = não há nada para desfazer: nenhuma ação está em vigor
time-called-by-clock = o relógio da rodada { $round } chamou o tempo em { $table }: isso não pode ser desfeito (corrija uma pontuação com um ajuste; uma prorrogação dada por um juiz devolve o tempo à mesa)
game-moved-on = a partida está na versão { NUMBER($stored, useGrouping: 0) }, não na { NUMBER($seen, useGrouping: 0) }: outra pessoa escreveu antes; olhe de novo e tente outra vez
game-full = esta partida tem { $entries } entradas, o máximo que uma partida pode ter: exporte o seu registro para guardá-la
game-busy = outro dispositivo não para de escrever nesta partida: olhe de novo e tente outra vez
key-used-in-game = a Idempotency-Key "{ $key }" já foi usada nesta partida para { $do ->
    [undo] desfazer
   *[other] uma ação "{ $do }"
} (entrada { NUMBER($entry, useGrouping: 0) }); uma requisição diferente precisa de uma nova chave
# Encontros e seus torneios
no-such-player = o encontro não tem o jogador "{ $player }"
no-such-round = o encontro não tem a rodada { $round }
no-such-swiss-round = não existe a rodada suíça { $number }: { $rounds ->
    [0] nenhuma rodada foi pareada ainda
   *[other] as rodadas suíças até agora vão de 1 a { $rounds }
}
event-inconsistent = os fatos do torneio não se encaixam mais: { $reason }
gathering-busy = o encontro foi alterado por outros dispositivos muitas vezes ao mesmo tempo: tente de novo
tournament-refusal = { $reason }
player-name-not-text = "{ $name }" deve ser um nome, em texto
player-name-length = "{ $name }" deve ser um nome de 1 a { $limit } caracteres
event-mode-unknown = "mode" deve ser { $modes }, não { $mode }
event-points-shape = "points" deve ser {"{"}"win", "draw", "loss"{"}"}, números inteiros de 0 a { $limit }
event-seed-length = "seed" deve ser um texto de 1 a { $limit } caracteres
event-begun = o torneio do encontro já começou
event-setting-unknown = o torneio não tem a configuração "{ $key }"
event-setting-fixed = "{ $key }" fica fixo assim que a rodada 1 é pareada
event-mode-fixed-by-players = já há jogadores inscritos: um torneio 2v2 inscreve equipes e qualquer outro torneio inscreve jogadores, então o modo não pode mudar entre eles
register-needs-token = inscrever um jogador exige o token de organizador do encontro ou o seu token de inscrição (Authorization: Bearer)
token-cannot-register = este token não pode nem gerenciar o encontro nem inscrever os seus jogadores
player-field-unknown = um jogador não tem o campo "{ $key }"
team-members-two = "members" deve nomear os dois jogadores da equipe
join-link-replaced = este link de inscrição foi substituído por um mais novo: peça ao organizador
key-used-to-register = a Idempotency-Key "{ $key }" já foi usada para inscrever { $player }; uma requisição diferente precisa de uma nova chave
team-members-needed = um torneio 2v2 inscreve equipes: informe os dois jogadores da equipe em "members"
team-members-not-wanted = um torneio { $mode } inscreve jogadores, não equipes: tire "members"
gathering-full = o encontro tem { $limit } participantes, tantos quanto comporta
team-names-same = os dois jogadores de uma equipe precisam de dois nomes diferentes
name-taken = { $taken } já está inscrito: dê a { $name } um nome que os diferencie (a inicial de um sobrenome, por exemplo)
dropped-already = { $player } já desistiu, depois da rodada { $round }
dropped-no-show = { $player } não compareceu à rodada { $round } e foi retirado naquele momento
drop-while-playing = { $player } joga na mesa { $table } da rodada { $round }, que ainda não tem resultado: um jogador desiste entre rodadas (registre antes o resultado da mesa, ou marque uma ausência)
drop-out-of-cut = { $player } não está mais no top cut: depois do corte, só um jogador ainda nele pode desistir (e ninguém toma o seu lugar, 414.6)
# Rodadas, pareamentos e decisões
rounds-are-paired = este encontro tem jogadores: suas rodadas são pareadas a partir deles ({"{"}"pairings": "swiss"{"}"}), não feitas de mesas montadas à mão
round-type-unknown = "type" deve ser "swiss" ou "single_elimination", não { $kind }
round-type-mismatch = { $table } foi iniciada para uma rodada { $declared }, não { $kind }: sua partida deve ser criada com "round": "{ $kind }"
round-started-meanwhile = outra rodada foi iniciada no mesmo momento: olhe de novo
game-in-other-round = a partida "{ $game }" já é uma mesa de outra rodada
game-not-in-gathering = a partida "{ $game }" não é uma partida deste encontro
no-game-to-time = o encontro não tem nenhuma partida para cronometrar: todas terminaram ou estão em uma rodada anterior (adicione antes as partidas da rodada)
round-games-list = "games" deve ser uma lista não vazia de identificadores de partidas
round-games-twice = "games" nomeia uma partida duas vezes
round-games-unknown = "games" nomeia "{ $game }", que não é uma partida deste encontro
game-in-round = { $table } já é uma mesa da rodada { $round }
game-over-no-clock = { $table } terminou: não precisa de relógio
round-paused = a rodada { $round } já está pausada
round-paused-meanwhile = a rodada { $round } acabou de ser pausada por outro dispositivo
round-not-paused = a rodada { $round } não está pausada
round-resumed-meanwhile = a rodada { $round } acabou de ser retomada por outro dispositivo
extension-game-needed = "game" deve ser o identificador de uma das partidas da rodada
extension-game-not-in-round = "game" nomeia "{ $game }", que não é uma mesa da rodada { $round }
key-used-in-round = a Idempotency-Key "{ $key }" já foi usada nesta rodada para outra prorrogação; uma requisição diferente precisa de uma nova chave
game-over-no-time = { $table } terminou: não precisa de mais tempo
time-called-play-went-on = o tempo foi chamado em { $table } e o jogo continuou desde então: uma prorrogação não pode mais desfazê-lo
table-wrote-meanwhile = { $table } escreveu na sua partida neste exato momento: olhe de novo e tente outra vez
pairings-kind-unknown = "pairings" deve ser "swiss" ou "top", não { $kind }
cut-size-unknown = "size" deve ser o tamanho do top cut: de { $smallest } a { $largest }
round-paired-meanwhile = a rodada { $round } acabou de ser pareada por outro dispositivo: olhe de novo
gathering-keeps-changing = o encontro não para de mudar: pareie de novo em um instante
round-not-paired = a rodada { $round } deste encontro não está pareada{ $paired ->
    [0] {" "}(nenhuma rodada foi pareada ainda)
   *[other] {""}
}
round-started-already = a rodada { $round } já começou
round-superseded = a rodada { $later } já está pareada: a rodada { $round } não começa mais
round-started-meanwhile-by = a rodada { $round } acabou de ser iniciada por outro dispositivo
cut-size-for-top-only = "size" é para o top cut ("pairings": "top")
cut-not-for-pods = um top cut é jogado em partidas 1v1: um torneio { $mode } não tem
cut-after-swiss = o top cut vem depois das rodadas suíças: pareie primeiro a rodada 1
cut-size-needed = "size" deve dizer quantos entram no top cut: de { $smallest } a { $largest }
cut-size-fixed = o top cut já é dos { $cut } primeiros, não { $size }
table-names-refused = a partida da mesa { $table } não pode começar com estes nomes: { $reason }
rounds-hand-made = a rodada { $round } deste encontro foi iniciada com mesas montadas à mão: um encontro pareia todas as suas rodadas a partir dos seus jogadores, ou nenhuma
no-show-without-table = { $round ->
    [0] { $player } não tem mesa: nenhuma rodada foi pareada ainda
   *[other] { $player } não tem mesa na rodada { $round }
}: uma ausência é para um jogador que não veio à sua mesa
no-show-at-pod = a mesa { $table } é uma mesa de escaramuça ou de guerra: registre o seu resultado à mão, com { $player } em "absent"
no-show-but-played = a mesa { $table } tem um resultado da sua partida: { $player } veio e jogou
no-show-already = { $player } já está registrado como ausente
game-not-paired-table = a partida "{ $game }" não é uma mesa pareada deste encontro
table-game-written-meanwhile = alguém escreveu na partida da mesa neste exato momento: olhe de novo
result-field-unknown = um resultado não tem o campo "{ $key }"
result-game-wins = "game_wins" deve listar { $sides } números inteiros de 0 a { $limit }, um para cada lado na ordem da mesa ({ $order })
result-games-drawn = "games_drawn" deve ser um número inteiro de 0 a { $limit }
result-absent-list = "absent" deve listar os identificadores dos participantes que não vieram
result-absent-unknown = "absent" nomeia "{ $entrant }", que não está sentado nesta mesa ({ $order })
result-absent-twice = "absent" nomeia um participante duas vezes
# Os contadores de uma mesa e quem começa
counter-not-whole = `{ $key }` deve ser um número inteiro, não { $value }
counter-field-unknown = uma mudança de contador tem `player`, `counter` e `add` ou `value`, não `{ $key }`
counter-player-unknown = { $player } não é um jogador desta partida: { $players }
counter-unknown = não existe o contador { $counter }: os contadores são { $counters }
counter-add-or-value = informe `add` (+1, -1...) ou `value`, não os dois
counter-below-zero = { $counter ->
    [xp] o XP
    [energy] a Energia
   *[power] o Poder
} de { $player } está em { $value }: não pode ficar abaixo de 0
counter-above-most = { $counter ->
    [xp] o XP
    [energy] a Energia
   *[power] o Poder
} de { $player } está em { $value }: não pode passar de { $limit }
key-used-for-counter = a Idempotency-Key "{ $key }" já foi usada nesta partida para outra mudança de contador; uma requisição diferente precisa de uma nova chave
first-drawn-or-begun = quem começa já foi sorteado, ou a partida já começou
game-begun = a partida já começou: { $player } foi primeiro
first-drawn = quem começa já foi sorteado: { $player } começa
control-character = caractere de controle
too-many-connections = o servidor tem tantas conexões abertas quanto aceita (deste endereço, ou no total): tente de novo em um instante
headers-too-large = a linha de requisição e os cabeçalhos são grandes demais
request-too-slow = a requisição não chegou a tempo: envie-a de novo inteira
request-not-http = a requisição não é HTTP/1.1 válido

# Slips that expire, and the join link's share
table-result-final = o resultado desta mesa é definitivo: a próxima rodada do evento foi emparelhada com base nele, e agora só a organização pode alterá-lo
too-many-registrations = este dispositivo inscreveu muitos jogadores com o link de inscrição em pouco tempo: o próximo poderá se inscrever em { $seconds } s

## O corte final (issue 21)

cut-larger-than-field = um top { $size } precisa de { $size } jogadores ainda no evento, e só restam { $left }: o maior corte possível agora é um top { $largest }

# The pages
## Every page (base.html) and the language picker
page-needs-javascript = O marcador precisa de JavaScript para falar com o servidor.
page-language = Idioma
page-unreachable = Não foi possível falar com o servidor. Ele ainda está rodando, e este aparelho está na rede dele?
## The modes and the types of round, as a chooser names them
mode-duel = Duelo (1 contra 1)
mode-match = Partida (1 contra 1, melhor de três)
mode-skirmish = Escaramuça (3 jogadores)
mode-war = Guerra (4 jogadores)
mode-2v2 = 2 contra 2 (duas equipes)
procedure-summary = { $lead ->
        [1] vence quem tiver mais pontos
       *[other] vence uma vantagem de { $lead }
    }, { $tied ->
        [draw] senão, empate
       *[other] um empate leva à morte súbita
    }
round-option = { $round ->
        [swiss] Rodada suíça
       *[other] Eliminação simples
    }: { procedure-summary }
## The start page (home.html, home.js)
home-page-title = riftscore: começar um jogo
home-tagline = O marcador de Riftbound que aplica as regras de pontuação e anuncia cada ponto em voz alta.
home-recent-games = Jogos neste aparelho
home-new-game = Novo jogo
home-mode = Modo
home-players-legend = Jogadores, na ordem dos turnos: o primeiro joga primeiro
home-player-seat = { $team ->
        [0] Jogador { $seat }
       *[other] Jogador { $seat } · equipe { $team }
    }
home-name-placeholder = Nome
home-teams-note = 2 contra 2: os parceiros não se sentam lado a lado; os jogadores 1 e 3 são uma equipe, e os jogadores 2 e 4, a outra.
home-battlefields-legend = Campos de batalha em jogo
home-battlefield-count = Quantos
home-battlefield = Campo de batalha { $seat }
home-more-options = Regras da casa e rodadas de torneio
home-victory-score = Pontuação de vitória (vazio: a do modo, { $score }; no máximo { $most })
home-round = Quando o tempo acaba
home-start = Começar o jogo
home-gathering = Organizar um evento
home-gathering-hint = Para organizadores: as mesas do evento, rodadas suíças ou de eliminação simples com tempo e um relógio para todas as mesas, prorrogações e os resultados.
home-gathering-name = Nome do evento
home-gathering-placeholder = Sexta na loja
home-gathering-start = Começar o evento
home-recent-gatherings = Eventos neste aparelho
home-footnote = Não endossado pela Riot Games. Funciona off-line na rede da própria mesa: nada é carregado da internet.
home-player-needs-name = O jogador { $seat } precisa de um nome
home-battlefield-needs-name = O campo de batalha { $seat } precisa de um nome
home-players-same-name = Os jogadores { $seats } têm o mesmo nome
home-battlefields-same-name = Os campos de batalha { $seats } têm o mesmo nome
home-victory-bounds = A pontuação de vitória é um número inteiro de { $min } a { $max }
home-standing-won = { $count ->
        [one] { $winners } venceu
       *[other] { $winners } venceram
    }
home-standing-drawn = empate
home-standing-not-begun = não começou
home-standing-turn = turno { $turn }
home-standing-gone = não está mais no servidor
home-gathering-kind = evento

# The announcer (announce.py): every event said the way players say it at the table
announce-prefix = { $turn ->
        [0] Antes do primeiro turno, { $player }
       *[other] Turno { $turn }, { $player }
    }
announce-turn = Turno { $turn }, { $player }{ $extra ->
        [yes] { $additional ->
            [0] {" "}(um turno extra)
           *[other] {" "}(um turno extra, turno adicional { $additional } de { $of })
        }
       *[no] { $additional ->
            [0] {""}
           *[other] {" "}(turno adicional { $additional } de { $of })
        }
    }
announce-conquer = { $who }: conquista { $battlefield }, agora são { $score }
announce-conquer-draws = { $who }: conquista { $battlefield }: nem todo campo de batalha pontuou neste turno, compre uma carta em vez disso
announce-hold = { $who }: mantém { $battlefield }, agora são { $score }
announce-control-taken = { $who }: toma { $battlefield } ({ $reason ->
        [barred] um parceiro o controlava na etapa de pontuação, então a equipe não pode pontuá-lo
       *[scored] já pontuou neste turno, sem ponto
    })
announce-control-lost = { $who }: perde { $battlefield }, que fica sem controle
announce-gain = { $who }: ganha { $points }, agora são { $score }
announce-gain-from = { $who }: ganha { $points } com { $source }, agora são { $score }
announce-burn-out = { $who }: se esgota, { $opponent } ganha 1, agora são { $score }
announce-adjust = { $who }: ajuste de { $points }, agora são { $score }
announce-adjust-why = { $who }: ajuste de { $points } ({ $reason }), agora são { $score }
announce-victory-score = A pontuação de vitória agora é { $points }
announce-time-called = O tempo acabou: o turno em andamento termina e depois { $turns ->
        [one] { $turns } turno adicional
       *[other] { $turns } turnos adicionais
    }
announce-time-one-more-game = O tempo acabou entre jogos, vitórias empatadas { $wins }: mais um jogo, com os { $turns } primeiros turnos adicionais
announce-time-no-new-game = O tempo acabou entre jogos: nenhum jogo novo começa
announce-sudden-death = Empate em { $score }: morte súbita, o próximo ponto vence
announce-win = { $by ->
        [cleanup] { $winners } { $count ->
            [one] vence
           *[other] vencem
        } o jogo
        [burn_out] { $winners } { $count ->
            [one] vence
           *[other] vencem
        } o jogo na hora: um ponto da vitória por um esgotamento repetido
        [time] { $winners } { $count ->
            [one] vence
           *[other] vencem
        } o jogo por pontos depois dos turnos adicionais
        [sudden_death] { $winners } { $count ->
            [one] vence
           *[other] vencem
        } o jogo: o primeiro a liderar na morte súbita
        [concede] O outro lado desiste: { $winners } { $count ->
            [one] vence
           *[other] vencem
        } o jogo
       *[other] { $winners } { $count ->
            [one] vence
           *[other] vencem
        } o jogo ({ $by })
    }
announce-win-by-lead = { $winners } { $count ->
        [one] lidera por { $lead }: { $winners } vence o jogo
       *[other] lideram por { $lead }: { $winners } vencem o jogo
    }
announce-win-most-points = { $winners } { $count ->
        [one] tem mais pontos, { $tally }: { $winners } vence o jogo
       *[other] têm mais pontos, { $tally }: { $winners } vencem o jogo
    }
announce-drawn-no-lead = Ninguém lidera por 2, { $tally }: o jogo termina empatado
announce-drawn-game-wins-differ = Empate em { $score }, com as vitórias não empatadas: o jogo termina empatado
announce-drawn = O jogo termina empatado
announce-game-started = Jogo { $number } em { $battlefields }: { $first } começa{ $additional ->
        [0] {""}
       *[other] ; os { $additional } primeiros turnos são turnos adicionais
    }
announce-match-won = { $winners } { $count ->
        [one] vence
       *[other] vencem
    } a partida, { $wins }
announce-match-drawn = A partida termina empatada, { $wins }
announce-match-won-at-time = { $winners } { $count ->
        [one] vence
       *[other] vencem
    } a partida por vitórias, { $wins }
announce-match-drawn-at-time = Vitórias empatadas { $wins }: a partida termina empatada

# The pages' catalogue
unknown-language = não há catálogo para "{ $tag }": os idiomas são { $languages }

# The legends of an event's players
legends-not-object = "legends" deve ser um objeto dos jogadores da inscrição para suas lendas
legend-not-in-entry = legends cita "{ $player }", que não está nesta inscrição
team-legends-per-member = uma equipe informa a lenda de cada membro em "legends"
