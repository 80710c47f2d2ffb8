import { millions, price } from "./places.ts";
import { type SectionTemplates, tri } from "./story-kind.ts";
import { PEOPLE, pickPlace } from "./vocabulary.ts";

const COMPANIES = [
  "Novatek",
  "Lumora",
  "Quantix",
  "Brightwave",
  "Kestrel Systems",
  "Orbitra",
  "Helix Labs",
  "Vantor",
];

/** Companies, their products and the city where a product goes on sale (its price is local). */
export const TECH: SectionTemplates = {
  section: "tech",
  kinds: [
    {
      name: "company",
      facts: ({ rng, language }) => {
        const [company, rival] = rng.sample(COMPANIES, 2);
        const { place, city } = pickPlace(rng, language);
        return {
          place,
          vars: {
            company,
            rival,
            city,
            person: rng.pick(PEOPLE[language]),
            price: price(rng, language, place, 199, 1499),
            percent: String(rng.int(12, 64)),
            number: String(rng.int(2, 9)),
            hours: String(rng.int(20, 40)),
          },
          tags: [],
        };
      },
      stories: [
        {
          id: "foldable-phone",
          anchors: { slots: ["company"], subject: tri("phone", "teléfono", "celular") },
          motif: "phone",
          headline: tri(
            "{company} unveils a foldable phone priced at {price} in {city}",
            "{company} presenta un teléfono plegable que costará {price} en {city}",
            "{company} lança celular dobrável por {price} em {city}",
          ),
          standfirst: tri(
            "The {company} phone folds to the size of a wallet and goes on sale in {city} next month, ahead of {rival}'s model.",
            "El teléfono de {company} se pliega hasta el tamaño de una cartera y llegará a las tiendas de {city} el mes que viene, antes que el modelo de {rival}.",
            "O celular da {company} dobra até o tamanho de uma carteira e chega às lojas de {city} no mês que vem, antes do modelo da {rival}.",
          ),
          body: [
            tri(
              "{company} showed its first foldable phone on Wednesday in {city}, where it will cost {price}. The screen opens like a book and closes to the size of a wallet.",
              "{company} presentó el miércoles en {city} su primer teléfono plegable, que costará {price}. La pantalla se abre como un libro y se cierra hasta el tamaño de una cartera.",
              "A {company} apresentou na quarta-feira, em {city}, seu primeiro celular dobrável, que vai custar {price}. A tela abre como um livro e fecha no tamanho de uma carteira.",
            ),
            tri(
              "The company says the hinge survives {number} hundred thousand folds, and the battery lasts {hours} hours of ordinary use.",
              "La empresa asegura que la bisagra aguanta {number}00.000 pliegues y que la batería dura {hours} horas de uso normal.",
              "A empresa garante que a dobradiça aguenta {number}00 mil dobras e que a bateria dura {hours} horas de uso normal.",
            ),
            tri(
              "“People want a big screen that still fits in a pocket,” said {person}, who leads the phone team at {company}.",
              "«La gente quiere una pantalla grande que quepa en el bolsillo», dijo {person}, responsable de teléfonos de {company}.",
              "“As pessoas querem uma tela grande que caiba no bolso”, disse {person}, responsável pela área de celulares da {company}.",
            ),
            tri(
              "{rival} is expected to answer with its own foldable phone before the end of the year.",
              "Se espera que {rival} responda con su propio teléfono plegable antes de fin de año.",
              "A expectativa é que a {rival} responda com seu próprio celular dobrável antes do fim do ano.",
            ),
          ],
          caption: tri(
            "The {company} foldable phone, half open.",
            "El teléfono plegable de {company}, a medio abrir.",
            "O celular dobrável da {company}, meio aberto.",
          ),
        },
        {
          id: "ai-assistant",
          topic: "Artificial Intelligence",
          anchors: {
            slots: ["company"],
            subject: tri("artificial intelligence", "inteligencia artificial", "inteligência artificial"),
          },
          motif: "robot",
          headline: tri(
            "{company} bets on artificial intelligence with a home robot",
            "{company} apuesta por la inteligencia artificial con un robot doméstico",
            "{company} aposta na inteligência artificial com robô doméstico",
          ),
          standfirst: tri(
            "The {company} robot, sold in {city} for {price}, uses artificial intelligence to tidy up and to answer questions.",
            "El robot de {company}, que se venderá en {city} por {price}, usa inteligencia artificial para ordenar la casa y responder preguntas.",
            "O robô da {company}, vendido em {city} por {price}, usa inteligência artificial para arrumar a casa e responder perguntas.",
          ),
          body: [
            tri(
              "{company} will start selling its first home robot in {city} next month for {price}. The machine uses artificial intelligence to recognise objects, put them away and answer spoken questions.",
              "{company} empezará a vender su primer robot doméstico en {city} el mes que viene por {price}. La máquina usa inteligencia artificial para reconocer objetos, guardarlos y responder preguntas de viva voz.",
              "A {company} começa a vender seu primeiro robô doméstico em {city} no mês que vem, por {price}. A máquina usa inteligência artificial para reconhecer objetos, guardá-los e responder perguntas em voz alta.",
            ),
            tri(
              "In tests, the robot put away {percent}% of the objects left on a kitchen table without help, the company said.",
              "En las pruebas, el robot guardó sin ayuda el {percent} % de los objetos que había sobre la mesa de una cocina, según la empresa.",
              "Nos testes, o robô guardou sozinho {percent}% dos objetos deixados sobre uma mesa de cozinha, segundo a empresa.",
            ),
            tri(
              "“It will not replace anyone; it will give people back an hour a day,” said {person}, who designed it.",
              "«No sustituirá a nadie; devolverá a la gente una hora al día», dijo {person}, que lo diseñó.",
              "“Ele não vai substituir ninguém; vai devolver uma hora por dia às pessoas”, disse {person}, que o projetou.",
            ),
            tri(
              "Privacy groups have asked {company} to explain what the robot's cameras record and where that data is kept.",
              "Las asociaciones de privacidad han pedido a {company} que explique qué graban las cámaras del robot y dónde se guardan esos datos.",
              "Entidades de defesa da privacidade pediram à {company} que explique o que as câmeras do robô gravam e onde esses dados ficam.",
            ),
          ],
          caption: tri(
            "The {company} home robot at work in a kitchen.",
            "El robot doméstico de {company}, en plena tarea en una cocina.",
            "O robô doméstico da {company} trabalhando em uma cozinha.",
          ),
        },
        {
          id: "data-breach",
          topic: "Cybersecurity",
          anchors: { slots: ["company"], subject: tri("attack", "ataque", "ataque") },
          motif: "padlock",
          headline: tri(
            "{company} confirms a cyber attack on the accounts of its customers",
            "{company} confirma un ciberataque contra las cuentas de sus clientes",
            "{company} confirma ataque hacker a contas de clientes",
          ),
          standfirst: tri(
            "The attack hit {percent}% of accounts in {city}; {company} is asking every customer to change their password.",
            "El ataque afectó al {percent} % de las cuentas en {city}; {company} pide a todos sus clientes que cambien la contraseña.",
            "O ataque atingiu {percent}% das contas em {city}; a {company} pede que todos os clientes troquem a senha.",
          ),
          body: [
            tri(
              "{company} said on Thursday that attackers had reached customer accounts for {number} days before the attack was found. Customers in {city} were the most affected.",
              "{company} informó el jueves de que los atacantes accedieron a cuentas de clientes durante {number} días antes de que se detectara el ataque. Los clientes de {city} fueron los más afectados.",
              "A {company} informou na quinta-feira que os invasores tiveram acesso a contas de clientes por {number} dias antes de o ataque ser descoberto. Os clientes de {city} foram os mais afetados.",
            ),
            tri(
              "Passwords were stored scrambled, the company said, but names and e-mail addresses were exposed. Cybersecurity experts expect phishing messages to follow.",
              "Las contraseñas estaban cifradas, según la empresa, pero quedaron expuestos nombres y correos electrónicos. Los expertos en ciberseguridad prevén una oleada de mensajes fraudulentos.",
              "As senhas estavam criptografadas, segundo a empresa, mas nomes e e-mails ficaram expostos. Especialistas em cibersegurança esperam uma onda de mensagens falsas.",
            ),
            tri(
              "“Change your password, and be suspicious of any message that asks for it,” said {person}, who researches online security.",
              "«Cambie la contraseña y desconfíe de cualquier mensaje que se la pida», aconsejó {person}, que investiga la seguridad en internet.",
              "“Troque a senha e desconfie de qualquer mensagem que peça por ela”, aconselhou {person}, que pesquisa segurança na internet.",
            ),
            tri(
              "Regulators have opened an inquiry and will ask {company} how quickly it told its customers.",
              "Los reguladores han abierto una investigación y preguntarán a {company} con qué rapidez avisó a sus clientes.",
              "Os órgãos reguladores abriram uma investigação e vão questionar a {company} sobre a rapidez com que avisou os clientes.",
            ),
          ],
          caption: tri(
            "A padlock over lines of code: the {company} attack, illustrated.",
            "Un candado sobre líneas de código: el ataque a {company}, ilustrado.",
            "Um cadeado sobre linhas de código: o ataque à {company}, ilustrado.",
          ),
        },
        {
          id: "ev-battery",
          topic: "Electric Vehicles",
          anchors: { slots: ["company"], subject: tri("batter", "batería", "bateria") },
          motif: "battery",
          headline: tri(
            "{company} unveils a battery that gives electric cars {number}00 km more range",
            "La batería de {company} promete {number}00 kilómetros más de autonomía a los coches eléctricos",
            "Bateria da {company} promete {number}00 km a mais de autonomia para carros elétricos",
          ),
          standfirst: tri(
            "{company} will build the new battery near {city}; carmakers say it could cut the price of electric vehicles.",
            "{company} fabricará la nueva batería cerca de {city}; los fabricantes de coches creen que podría abaratar los vehículos eléctricos.",
            "A {company} vai fabricar a nova bateria perto de {city}; montadoras dizem que ela pode baratear os veículos elétricos.",
          ),
          body: [
            tri(
              "{company} says its new battery stores {percent}% more energy than today's, enough to add {number}00 km to an electric car's range. A factory near {city} will make it from next year.",
              "{company} asegura que su nueva batería almacena un {percent} % más de energía que las actuales, lo bastante para sumar {number}00 kilómetros de autonomía a un coche eléctrico. Una fábrica cerca de {city} la producirá desde el año que viene.",
              "A {company} afirma que sua nova bateria armazena {percent}% mais energia do que as atuais, o suficiente para somar {number}00 km à autonomia de um carro elétrico. Uma fábrica perto de {city} vai produzi-la a partir do ano que vem.",
            ),
            tri(
              "Range is still the main reason drivers give for not buying electric vehicles, surveys show.",
              "La autonomía sigue siendo el principal motivo que dan los conductores para no comprar vehículos eléctricos, según las encuestas.",
              "A autonomia ainda é o principal motivo que os motoristas citam para não comprar veículos elétricos, mostram as pesquisas.",
            ),
            tri(
              "“If the numbers hold up in real cars, this changes the market,” said {person}, who follows the car industry.",
              "«Si las cifras se confirman en coches de verdad, esto cambia el mercado», dijo {person}, que sigue la industria del automóvil.",
              "“Se os números se confirmarem em carros de verdade, isso muda o mercado”, disse {person}, que acompanha a indústria automotiva.",
            ),
            tri(
              "{rival}, which makes batteries for several carmakers, declined to comment.",
              "{rival}, que fabrica baterías para varias marcas, no ha querido hacer comentarios sobre el anuncio.",
              "A {rival}, que fabrica baterias para várias montadoras, não quis comentar.",
            ),
          ],
          caption: tri(
            "A cell of the new {company} battery, drawn.",
            "Una celda de la nueva batería de {company}, dibujada.",
            "Uma célula da nova bateria da {company}, em desenho.",
          ),
        },
      ],
    },
    {
      name: "business",
      facts: ({ rng, language }) => {
        const [company, rival] = rng.sample(COMPANIES, 2);
        const { place, city } = pickPlace(rng, language);
        return {
          place,
          vars: {
            company,
            rival,
            city,
            person: rng.pick(PEOPLE[language]),
            watchPrice: price(rng, language, place, 149, 449),
            partPrice: price(rng, language, place, 49, 129),
            money: millions(rng, language, place, 900, 4000),
            deal: millions(rng, language, place, 400, 5000),
            jobs: String(rng.int(6, 18) * 100),
            hours: String(rng.int(3, 9)),
            days: String(rng.int(5, 14)),
            years: String(rng.int(6, 10)),
            percent: String(rng.int(10, 30)),
            year: String(rng.int(2027, 2029)),
          },
          tags: [],
        };
      },
      stories: [
        {
          id: "smartwatch",
          anchors: { slots: ["company"], subject: tri("watch", "reloj", "relógio") },
          motif: "phone",
          headline: tri(
            "{company} puts a blood-pressure sensor in its new smartwatch",
            "{company} mete un sensor de tensión arterial en su nuevo reloj inteligente",
            "{company} coloca sensor de pressão arterial em seu novo relógio inteligente",
          ),
          standfirst: tri(
            "The {company} watch reaches shops in {city} next month at {watchPrice}, with a battery that lasts {days} days.",
            "El reloj de {company} llegará a las tiendas de {city} el mes que viene por {watchPrice}, con una batería que dura {days} días.",
            "O relógio da {company} chega às lojas de {city} no mês que vem por {watchPrice}, com bateria que dura {days} dias.",
          ),
          body: [
            tri(
              "{company} unveiled its new smartwatch on Wednesday. Its main feature is a sensor that checks blood pressure every hour and warns the wearer when readings stay high.",
              "{company} presentó el miércoles su nuevo reloj inteligente. Su gran novedad es un sensor que mide la tensión cada hora y avisa cuando los valores se mantienen altos.",
              "A {company} apresentou na quarta-feira o novo relógio inteligente. O destaque é um sensor que mede a pressão a cada hora e avisa quando os valores continuam altos.",
            ),
            tri(
              "Doctors welcomed the idea but warned that a watch is no substitute for a check-up. {rival} is said to be testing a similar sensor.",
              "Los médicos ven la idea con buenos ojos, pero recuerdan que un reloj no sustituye a una consulta. Según el sector, {rival} prueba un sensor parecido.",
              "Os médicos aprovam a ideia, mas lembram que relógio não substitui consulta. A {rival} estaria testando um sensor parecido.",
            ),
            tri(
              "“We wanted a watch you forget you are wearing until the moment it matters,” said {person}, who led the design.",
              "«Queríamos un reloj que olvidas que llevas puesto hasta el momento en que hace falta», dijo {person}, responsable del diseño.",
              "“Queríamos um relógio que a pessoa esquece que está usando até a hora em que ele faz falta”, disse {person}, responsável pelo design.",
            ),
            tri(
              "It goes on sale in {city} next month, priced at {watchPrice}.",
              "Saldrá a la venta en {city} el mes que viene por {watchPrice}.",
              "O aparelho chega às lojas de {city} no mês que vem por {watchPrice}.",
            ),
          ],
          caption: tri(
            "The new {company} smartwatch on a wrist.",
            "El nuevo reloj inteligente de {company}, en una muñeca.",
            "O novo relógio inteligente da {company} no pulso.",
          ),
        },
        {
          id: "chip-plant",
          anchors: { slots: ["company", "city"], subject: tri("factory", "fábrica", "fábrica") },
          motif: "robot",
          headline: tri(
            "{company} will build a chip factory near {city}, with {jobs} jobs",
            "{company} construirá una fábrica de chips cerca de {city} con {jobs} empleos",
            "{company} vai construir fábrica de chips perto de {city} e criar {jobs} empregos",
          ),
          standfirst: tri(
            "The {money} factory near {city} will make chips for cars and phones from {year}, {company} said.",
            "La fábrica de {company}, de {money}, producirá chips para coches y teléfonos cerca de {city} a partir de {year}.",
            "A fábrica da {company}, de {money}, vai produzir chips para carros e celulares perto de {city} a partir de {year}.",
          ),
          body: [
            tri(
              "{company} will invest {money} in a chip factory on the edge of {city}, the largest industrial project the region has seen in a decade. Building work starts in the spring.",
              "{company} invertirá {money} en una fábrica de chips a las afueras de {city}, el mayor proyecto industrial de la región en una década. Las obras empezarán en primavera.",
              "A {company} vai investir {money} numa fábrica de chips nos arredores de {city}, o maior projeto industrial da região em uma década. As obras começam no próximo semestre.",
            ),
            tri(
              "The plant will employ {jobs} people once it is running, most of them technicians trained at local colleges.",
              "La planta dará trabajo a {jobs} personas cuando esté a pleno rendimiento, la mayoría técnicos formados en la zona.",
              "A unidade vai empregar {jobs} pessoas quando estiver em plena operação, a maioria técnicos formados em escolas da região.",
            ),
            tri(
              "“Chips are the new steel, and we want to make them close to the people who use them,” said {person}, who runs operations at {company}.",
              "«Los chips son el nuevo acero, y queremos fabricarlos cerca de quienes los usan», dijo {person}, responsable de operaciones de {company}.",
              "“Os chips são o novo aço, e queremos fabricá-los perto de quem usa”, disse {person}, responsável pelas operações da {company}.",
            ),
            tri(
              "{rival} is weighing a similar plant, but has not chosen a site.",
              "{rival} estudia una planta similar, pero aún no ha elegido ubicación.",
              "A {rival} estuda uma unidade parecida, mas ainda não escolheu o local.",
            ),
          ],
          caption: tri(
            "A robot arm on a chip line like the one planned for {city}.",
            "Un brazo robótico en una línea de chips como la prevista en {city}.",
            "Um braço robótico numa linha de chips como a prevista para {city}.",
          ),
        },
        {
          id: "cloud-outage",
          anchors: { slots: ["company"], subject: tri("outage", "caída", "pane") },
          motif: "padlock",
          headline: tri(
            "A {hours}-hour outage leaves {company} cloud customers stranded",
            "Una caída de {hours} horas deja sin servicio a los clientes de la nube de {company}",
            "Pane de {hours} horas deixa clientes da nuvem da {company} sem serviço",
          ),
          standfirst: tri(
            "Shops, banks and clinics in {city} were among those hit by the outage; {company} blamed a faulty update, not an attack.",
            "Comercios, bancos y clínicas de {city} sufrieron la caída; {company} la atribuye a una actualización defectuosa, no a un ataque.",
            "Lojas, bancos e clínicas de {city} foram afetados pela pane; a {company} culpa uma atualização com defeito, e não um ataque.",
          ),
          body: [
            tri(
              "The {company} cloud went down for {hours} hours on Tuesday, taking payment terminals, booking systems and thousands of websites with it. The outage began just after nine in the morning.",
              "La nube de {company} estuvo caída {hours} horas el martes y arrastró con ella terminales de pago, sistemas de reservas y miles de páginas web. La caída empezó poco después de las nueve de la mañana.",
              "A nuvem da {company} ficou fora do ar por {hours} horas na terça-feira, derrubando maquininhas de cartão, sistemas de reserva e milhares de sites. A pane começou pouco depois das nove da manhã.",
            ),
            tri(
              "In {city}, several clinics had to go back to paper records until the service returned.",
              "En {city}, varias clínicas tuvieron que volver al papel hasta que se restableció el servicio.",
              "Em {city}, várias clínicas tiveram de voltar ao papel até o serviço ser restabelecido.",
            ),
            tri(
              "“We let our customers down, and we will make it up to them,” said {person}, who heads the cloud business at {company}.",
              "«Hemos fallado a nuestros clientes y les vamos a compensar», dijo {person}, al frente del negocio en la nube de {company}.",
              "“Decepcionamos nossos clientes e vamos compensá-los”, disse {person}, à frente da área de nuvem da {company}.",
            ),
            tri(
              "Customers will get a credit worth {percent}% of their monthly bill.",
              "Los clientes recibirán un abono del {percent}% de su factura mensual.",
              "Os clientes vão receber um crédito de {percent}% da fatura mensal.",
            ),
          ],
          caption: tri(
            "A padlock over the {company} cloud dashboard during the outage.",
            "Un candado sobre el panel de la nube de {company} durante la caída.",
            "Um cadeado sobre o painel da nuvem da {company} durante a pane.",
          ),
        },
        {
          id: "acquisition",
          anchors: { slots: ["company", "rival"] },
          motif: "robot",
          headline: tri(
            "{company} agrees to buy {rival} for {deal}",
            "{company} acuerda la compra de {rival} por {deal}",
            "{company} fecha a compra da {rival} por {deal}",
          ),
          standfirst: tri(
            "The {company} deal for {rival}, signed in {city}, still needs the approval of competition regulators.",
            "La operación de {company} sobre {rival}, firmada en {city}, aún necesita el visto bueno de las autoridades de competencia.",
            "O negócio da {company} pela {rival}, assinado em {city}, ainda precisa do aval das autoridades de concorrência.",
          ),
          body: [
            tri(
              "{company} will buy its smaller rival {rival} for {deal}, the two companies announced in {city} on Monday. Shareholders of {rival} will be paid in cash.",
              "{company} comprará a su rival {rival} por {deal}, anunciaron el lunes las dos empresas en {city}. Los accionistas de {rival} cobrarán en efectivo.",
              "A {company} vai comprar a concorrente {rival} por {deal}, anunciaram as duas empresas na segunda-feira em {city}. Os acionistas da {rival} vão receber em dinheiro.",
            ),
            tri(
              "Together they would sell almost {percent}% of the region's home routers, which is why regulators are expected to look closely.",
              "Juntas venderían casi el {percent}% de los routers domésticos de la región, por lo que los reguladores examinarán con lupa la compra.",
              "Juntas, as duas venderiam quase {percent}% dos roteadores domésticos da região, e por isso os reguladores devem examinar o negócio com lupa.",
            ),
            tri(
              "“Customers will get better products, sooner,” said {person}, who will run the combined company.",
              "«Los clientes tendrán mejores productos, y antes», dijo {person}, que dirigirá el grupo resultante.",
              "“Os clientes vão ter produtos melhores e mais cedo”, disse {person}, que vai comandar a empresa resultante da fusão.",
            ),
            tri(
              "The deal is expected to close next year.",
              "Se espera que la operación se cierre el año que viene.",
              "A conclusão do negócio está prevista para o ano que vem.",
            ),
          ],
          caption: tri(
            "The logos of {company} and {rival}, drawn over a circuit.",
            "Los logotipos de {company} y {rival} sobre un circuito.",
            "Os logotipos da {company} e da {rival} sobre um circuito.",
          ),
        },
        {
          id: "repair",
          anchors: { slots: ["company"], subject: tri("repair", "repar", "consert") },
          motif: "battery",
          headline: tri(
            "{company} promises to repair its laptops for {years} years",
            "{company} promete reparar sus portátiles durante {years} años",
            "{company} promete consertar seus notebooks por {years} anos",
          ),
          standfirst: tri(
            "From next month, {company} will sell spare batteries, screens and keyboards in {city} and publish free repair guides.",
            "Desde el mes que viene, {company} venderá baterías, pantallas y teclados de repuesto en {city} y publicará guías gratuitas para repararlos.",
            "A partir do mês que vem, a {company} vai vender baterias, telas e teclados de reposição em {city} e publicar guias gratuitos de conserto.",
          ),
          body: [
            tri(
              "{company} said on Thursday it will keep spare parts for every laptop it sells for {years} years, and let independent shops repair them without voiding the warranty.",
              "{company} anunció el jueves que tendrá piezas de repuesto de cada portátil que venda durante {years} años y que los talleres independientes podrán repararlos sin perder la garantía.",
              "A {company} anunciou na quinta-feira que vai manter peças de reposição de todos os notebooks que vender por {years} anos e que assistências independentes poderão fazer o conserto sem perder a garantia.",
            ),
            tri(
              "A new battery will cost {partPrice} in {city}, and fitting it takes two screws and ten minutes.",
              "Una batería nueva costará {partPrice} en {city}, y cambiarla lleva dos tornillos y diez minutos.",
              "Uma bateria nova vai custar {partPrice} em {city}, e a troca exige dois parafusos e dez minutos.",
            ),
            tri(
              "“A laptop should last as long as the person using it wants it to,” said {person}, who leads product design at {company}.",
              "«Un portátil debería durar lo que quiera quien lo usa», dijo {person}, responsable de diseño de producto de {company}.",
              "“Um notebook deveria durar o quanto o dono quiser”, disse {person}, responsável pelo design de produtos da {company}.",
            ),
            tri(
              "{rival} has not said whether it will follow.",
              "{rival} no ha dicho si seguirá el ejemplo.",
              "A {rival} não disse se vai seguir o exemplo.",
            ),
          ],
          caption: tri(
            "A laptop battery and a screwdriver on a repair bench.",
            "Una batería de portátil y un destornillador en un banco de reparación.",
            "Uma bateria de notebook e uma chave de fenda numa bancada de conserto.",
          ),
        },
      ],
    },
  ],
};
