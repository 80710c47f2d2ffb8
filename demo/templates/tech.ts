import { price } from "./places.ts";
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
  ],
};
