import { type SectionTemplates, tri } from "./story-kind.ts";
import { PEOPLE, price } from "./vocabulary.ts";

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

const PRODUCTS = {
  en: [
    "a foldable phone",
    "a laptop chip",
    "a smartwatch",
    "a home robot",
    "a virtual reality headset",
    "a pair of wireless earbuds",
  ],
  es: [
    "un teléfono plegable",
    "un chip para portátiles",
    "un reloj inteligente",
    "un robot doméstico",
    "unas gafas de realidad virtual",
    "unos auriculares inalámbricos",
  ],
  pt: [
    "um celular dobrável",
    "um chip para notebooks",
    "um relógio inteligente",
    "um robô doméstico",
    "um óculos de realidade virtual",
    "um par de fones sem fio",
  ],
};

export const TECH: SectionTemplates = {
  section: "tech",
  kinds: [
    {
      name: "launch",
      weight: 1,
      facts: ({ rng, language, profiles }) => {
        const topic = rng.pick(profiles.topics.filter((t) => t.sections.includes("tech")));
        const [company, rival] = rng.sample(COMPANIES, 2);
        return {
          vars: {
            company,
            rival,
            product: rng.pick(PRODUCTS[language]),
            topic: topic.text[language],
            person: rng.pick(PEOPLE[language]),
            price: price(rng, language, 199, 1499),
            percent: String(rng.int(12, 64)),
            number: String(rng.int(2, 9)),
          },
          tags: [topic.profile],
        };
      },
      titles: [
        tri(
          "{company} unveils {product} built around {topic}",
          "{company} presenta {product} pensado para {topic}",
          "{company} apresenta {product} voltado para {topic}",
        ),
        tri(
          "{company} bets on {topic} to catch up with {rival}",
          "{company} apuesta por {topic} para alcanzar a {rival}",
          "{company} muda de estratégia com {topic} para alcançar a {rival}",
        ),
        tri(
          "Hands-on: {company}'s {product} costs {price} and is {percent}% faster",
          "Lo hemos probado: {product} de {company} cuesta {price} y es un {percent} % más rápido",
          "Testamos: {product} da {company} custa {price} e é {percent}% mais rápido",
        ),
        tri(
          "Regulators question {company} and {rival} over {topic}",
          "Los reguladores piden explicaciones a {company} y {rival} sobre {topic}",
          "Reguladores questionam {company} e {rival} sobre {topic}",
        ),
        tri(
          "{rival} answers {company} with {product} for {price}",
          "{rival} responde a {company} con {product} por {price}",
          "{rival} responde à {company} com {product} por {price}",
        ),
        tri(
          "What the rise of {topic} means for the next generation of gadgets",
          "Qué supone el auge de {topic} para la próxima generación de dispositivos",
          "O que muda com {topic} na próxima geração de aparelhos",
        ),
      ],
      descriptions: [
        tri(
          "The device goes on sale in {number} weeks at {price}, and the company promises {percent}% more battery life.",
          "El dispositivo saldrá a la venta dentro de {number} semanas por {price}, y la empresa promete un {percent} % más de batería.",
          "O aparelho chega às lojas em {number} semanas por {price}, e a empresa promete {percent}% a mais de bateria.",
        ),
        tri(
          "Analysts say the race around {topic} is reshaping the whole industry.",
          "Los analistas creen que la carrera en torno a {topic} está transformando todo el sector.",
          "Analistas dizem que a corrida envolvendo {topic} está transformando todo o setor.",
        ),
        tri(
          "{company} wants to win back customers who moved to {rival} last year.",
          "{company} quiere recuperar a los clientes que se pasaron a {rival} el año pasado.",
          "A {company} quer reconquistar os clientes que migraram para a {rival} no ano passado.",
        ),
      ],
      paragraphs: [
        tri(
          "{company} presented {product} at an event for developers and investors, where executives spent most of the time talking about {topic}. The company says the new hardware was designed in-house over the past {number} years.",
          "{company} presentó {product} en un evento para desarrolladores e inversores, donde los directivos dedicaron la mayor parte del tiempo a hablar sobre {topic}. La empresa asegura que el nuevo hardware se diseñó internamente durante los últimos {number} años.",
          "A {company} apresentou {product} em um evento para desenvolvedores e investidores, no qual os executivos passaram a maior parte do tempo falando sobre {topic}. A empresa afirma que o novo hardware foi desenvolvido internamente nos últimos {number} anos.",
        ),
        tri(
          "In our first tests, the device felt fast and well finished, although the software still needs polish. At {price}, it sits just below the equivalent model from {rival}.",
          "En nuestras primeras pruebas, el dispositivo se mostró rápido y bien acabado, aunque el software todavía necesita ajustes. Por {price}, se sitúa justo por debajo del modelo equivalente de {rival}.",
          "Nos primeiros testes, o aparelho se mostrou rápido e bem acabado, embora o software ainda precise de ajustes. Por {price}, ele fica logo abaixo do modelo equivalente da {rival}.",
        ),
        tri(
          "Market research suggests that {percent}% of buyers now consider {topic} before choosing a new device, a figure that has doubled in two years.",
          "Según estudios de mercado, el {percent} % de los compradores ya tiene en cuenta {topic} antes de elegir un nuevo dispositivo, una cifra que se ha duplicado en dos años.",
          "Pesquisas de mercado indicam que {percent}% dos compradores já levam em conta {topic} antes de escolher um novo aparelho, número que dobrou em dois anos.",
        ),
        tri(
          "Privacy groups have asked for clearer rules on how the data collected by these products is stored and shared. {company} says everything is processed on the device itself.",
          "Las asociaciones de defensa de la privacidad han pedido reglas más claras sobre cómo se almacenan y comparten los datos que recogen estos productos. {company} asegura que todo se procesa en el propio dispositivo.",
          "Entidades de defesa da privacidade pediram regras mais claras sobre como os dados coletados por esses produtos são armazenados e compartilhados. A {company} afirma que tudo é processado no próprio aparelho.",
        ),
        tri(
          "Shares of {company} rose after the announcement, while {rival} is expected to respond with its own launch in the coming months.",
          "Las acciones de {company} subieron tras el anuncio, mientras se espera que {rival} responda con su propio lanzamiento en los próximos meses.",
          "As ações da {company} subiram após o anúncio, e a {rival} deve responder com um lançamento próprio nos próximos meses.",
        ),
      ],
      quotes: [
        tri(
          "“We did not want to add features for the sake of it; we wanted to solve real problems,” said {person}, head of product at {company}.",
          "«No queríamos añadir funciones porque sí, sino resolver problemas reales», explicó {person}, responsable de producto de {company}.",
          "“Não queríamos adicionar recursos à toa, e sim resolver problemas reais”, afirmou {person}, chefe de produto da {company}.",
        ),
        tri(
          "“The next two years will decide who leads this market,” said {person}, a technology analyst.",
          "«Los próximos dos años decidirán quién lidera este mercado», señaló {person}, analista tecnológico.",
          "“Os próximos dois anos vão definir quem lidera esse mercado”, disse {person}, analista de tecnologia.",
        ),
      ],
    },
  ],
};
