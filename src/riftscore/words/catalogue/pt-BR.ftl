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
