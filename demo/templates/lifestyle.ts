import { type SectionTemplates, tri } from "./story-kind.ts";
import { PEOPLE, pickPlace } from "./vocabulary.ts";

const RESTAURANTS = ["Brasa Norte", "Casa Maris", "Olivo", "Tasca da Ribeira", "Juniper & Salt", "Maíz Azul"];

/** Habits, food and fashion, each in one city. */
export const LIFESTYLE: SectionTemplates = {
  section: "lifestyle",
  kinds: [
    {
      name: "living",
      facts: ({ rng, language }) => {
        const { place, city } = pickPlace(rng, language);
        return {
          place,
          vars: {
            city,
            person: rng.pick(PEOPLE[language]),
            minutes: String(rng.int(3, 9) * 5),
            percent: String(rng.int(15, 60)),
            number: String(rng.int(30, 90)),
          },
          tags: [],
        };
      },
      stories: [
        {
          id: "walking",
          topic: "Public Health",
          anchors: { slots: ["city"], subject: tri("walk", "camina", "caminha") },
          motif: "park",
          headline: tri(
            "A {minutes}-minute walk after dinner: the habit spreading across {city}",
            "Caminar {minutes} minutos después de cenar: el hábito que se extiende por {city}",
            "Caminhar {minutes} minutos depois do jantar: o hábito que se espalha por {city}",
          ),
          standfirst: tri(
            "Doctors in {city} say an evening walk helps sleep and digestion, and {percent}% of residents now take one.",
            "Los médicos de {city} aseguran que caminar por la noche ayuda al sueño y a la digestión, y el {percent} % de los vecinos ya lo hace.",
            "Médicos de {city} dizem que caminhar à noite ajuda o sono e a digestão, e {percent}% dos moradores já fazem isso.",
          ),
          body: [
            tri(
              "Parks in {city} are busier after dark than they used to be: {percent}% of residents now say they walk for at least {minutes} minutes after their evening meal.",
              "Los parques de {city} tienen más vida de noche que antes: el {percent} % de los vecinos dice que camina al menos {minutes} minutos después de cenar.",
              "Os parques de {city} estão mais cheios à noite do que antes: {percent}% dos moradores dizem caminhar pelo menos {minutes} minutos depois do jantar.",
            ),
            tri(
              "Public health experts say a short walk lowers blood sugar after meals and helps people fall asleep.",
              "Los expertos en salud pública explican que un paseo corto reduce el azúcar en sangre tras las comidas y ayuda a conciliar el sueño.",
              "Especialistas em saúde pública explicam que uma caminhada curta reduz o açúcar no sangue depois das refeições e ajuda a pegar no sono.",
            ),
            tri(
              "“You do not need a gym, only comfortable shoes,” said {person}, a family doctor in {city}.",
              "«No hace falta un gimnasio, solo un calzado cómodo», dijo {person}, que trabaja en un centro de salud de {city}.",
              "“Não precisa de academia, só de um tênis confortável”, disse {person}, que atende em um posto de saúde de {city}.",
            ),
            tri(
              "The city has added lighting to {number} paths in its parks to make evening walks safer.",
              "La ciudad ha iluminado {number} caminos de sus parques para que los paseos nocturnos sean más seguros.",
              "A cidade iluminou {number} trilhas dos seus parques para deixar as caminhadas noturnas mais seguras.",
            ),
          ],
          caption: tri(
            "A path through a park in {city} at dusk.",
            "Un camino de un parque de {city} al atardecer.",
            "Uma trilha em um parque de {city} ao entardecer.",
          ),
        },
        {
          id: "home-cooking",
          anchors: { slots: ["city"], subject: tri("cook", "cocin", "cozinh") },
          motif: "kitchen",
          headline: tri(
            "Why more people in {city} are cooking at home again",
            "Por qué en {city} se vuelve a cocinar en casa",
            "Por que {city} voltou a cozinhar em casa",
          ),
          standfirst: tri(
            "Cookery classes in {city} are full, and {percent}% of households say they cook more than two years ago.",
            "Los cursos de cocina de {city} están llenos, y el {percent} % de los hogares dice cocinar más que hace dos años.",
            "Os cursos de culinária de {city} estão lotados, e {percent}% das famílias dizem cozinhar mais do que há dois anos.",
          ),
          body: [
            tri(
              "In {city}, {percent}% of households now cook dinner at home at least five nights a week, according to a survey of {number} families.",
              "En {city}, el {percent} % de los hogares cocina la cena en casa al menos cinco noches por semana, según una encuesta a {number} familias.",
              "Em {city}, {percent}% das famílias cozinham o jantar em casa pelo menos cinco noites por semana, segundo pesquisa com {number} famílias.",
            ),
            tri(
              "Rising restaurant prices are one reason; another is the pleasure of cooking with friends, which cookery schools say drives their bookings.",
              "La subida de precios de los restaurantes es uno de los motivos; otro, el placer de cocinar con amigos, que según las escuelas de cocina llena sus cursos.",
              "A alta dos preços dos restaurantes é um dos motivos; outro é o prazer de cozinhar com os amigos, que, segundo as escolas de culinária, lota as turmas.",
            ),
            tri(
              "“People come to learn one recipe and leave with a habit,” said {person}, who teaches cooking in {city}.",
              "«La gente viene a aprender una receta y se va con un hábito», dijo {person}, que da clases de cocina en {city}.",
              "“As pessoas vêm aprender uma receita e saem com um hábito”, disse {person}, que dá aulas de culinária em {city}.",
            ),
            tri(
              "Markets in the city centre have extended their opening hours to keep up.",
              "Los mercados del centro han ampliado su horario para atender la demanda.",
              "Os mercados do centro ampliaram o horário para dar conta da procura.",
            ),
          ],
          caption: tri(
            "A pot on the stove in a home kitchen in {city}.",
            "Una olla al fuego en la cocina de una casa de {city}.",
            "Uma panela no fogão de uma cozinha em {city}.",
          ),
        },
        {
          id: "fashion-week",
          topic: "Fashion",
          anchors: { slots: ["city"], subject: tri("fashion", "moda", "moda") },
          motif: "fashion",
          headline: tri(
            "{city} fashion week opens with clothes made to last",
            "La semana de la moda de {city} arranca con ropa hecha para durar",
            "Semana de moda de {city} começa com roupas feitas para durar",
          ),
          standfirst: tri(
            "{number} designers show in {city} this week, and repair and second-hand fashion take the front row.",
            "{number} diseñadores desfilan esta semana en {city}, y la moda de segunda mano y la reparación ocupan la primera fila.",
            "{number} estilistas desfilam nesta semana em {city}, e a moda de segunda mão e o conserto de roupas ganham a primeira fila.",
          ),
          body: [
            tri(
              "Fashion week in {city} opened on Monday with {number} designers, many of whom showed collections built from repaired or reused cloth.",
              "La semana de la moda de {city} arrancó el lunes con {number} diseñadores, muchos de los cuales presentaron colecciones hechas con tejidos reparados o reutilizados.",
              "A semana de moda de {city} começou na segunda-feira com {number} estilistas, muitos deles com coleções feitas de tecidos consertados ou reaproveitados.",
            ),
            tri(
              "Buyers say customers now ask how long a garment will last before they ask what it costs.",
              "Los compradores aseguran que los clientes ya preguntan cuánto durará una prenda antes de preguntar cuánto cuesta.",
              "Os compradores dizem que os clientes já perguntam quanto tempo uma peça vai durar antes de perguntar quanto custa.",
            ),
            tri(
              "“The most elegant coat is the one you wear for twenty years,” said {person}, who curates the week's programme.",
              "«El abrigo más elegante es el que llevas veinte años», dijo {person}, responsable del programa de la semana.",
              "“O casaco mais elegante é o que você usa por vinte anos”, disse {person}, responsável pela programação da semana.",
            ),
            tri(
              "The shows are open to the public on the final day.",
              "Los desfiles estarán abiertos al público el último día.",
              "Os desfiles ficam abertos ao público no último dia.",
            ),
          ],
          caption: tri(
            "Garments on a rail backstage at the {city} fashion week.",
            "Prendas en un perchero entre bastidores de la semana de la moda de {city}.",
            "Roupas em uma arara nos bastidores da semana de moda de {city}.",
          ),
        },
      ],
    },
    {
      name: "city-life",
      facts: ({ rng, language }) => {
        const { place, city } = pickPlace(rng, language);
        return {
          place,
          vars: {
            city,
            person: rng.pick(PEOPLE[language]),
            restaurant: rng.pick(RESTAURANTS),
            minutes: String(rng.int(18, 42)),
            percent: String(rng.int(20, 45)),
            rooftops: String(rng.int(14, 60) * 10),
            crowd: String(rng.int(3, 12) * 100),
            shops: String(rng.int(40, 160)),
            seats: String(rng.int(18, 40)),
          },
          tags: [],
        };
      },
      stories: [
        {
          id: "sleep",
          anchors: { slots: ["city"], subject: tri("sleep", "duerm", "dorm") },
          motif: "sofa",
          headline: tri(
            "Adults in {city} now sleep {minutes} minutes less than a decade ago",
            "Los adultos de {city} duermen {minutes} minutos menos que hace una década",
            "Adultos de {city} dormem {minutes} minutos a menos do que há uma década",
          ),
          standfirst: tri(
            "A survey of 3,000 people in {city} blames screens in bed and longer commutes for the sleep they are losing.",
            "Una encuesta a 3.000 personas en {city} culpa a las pantallas en la cama y a los trayectos más largos de que se duerma menos.",
            "Pesquisa com 3 mil pessoas em {city} aponta as telas na cama e os trajetos mais longos como causas de se dormir menos.",
          ),
          body: [
            tri(
              "People in {city} sleep {minutes} minutes less a night than ten years ago, according to a survey published on Monday by the city's university hospital.",
              "Los habitantes de {city} duermen {minutes} minutos menos cada noche que hace diez años, según una encuesta publicada el lunes por el hospital universitario de la ciudad.",
              "Os moradores de {city} dormem {minutes} minutos a menos por noite do que há dez anos, segundo pesquisa divulgada na segunda-feira pelo hospital universitário da cidade.",
            ),
            tri(
              "Almost {percent}% of those asked said they look at a phone in the last half hour before going to sleep.",
              "Casi el {percent}% de los encuestados mira el móvil en la última media hora antes de dormir.",
              "Quase {percent}% dos entrevistados olham o celular na última meia hora antes de dormir.",
            ),
            tri(
              "“Sleep is the first thing people give up and the last thing they think about,” said {person}, who led the study.",
              "«El sueño es lo primero que sacrificamos y lo último en lo que pensamos», dijo {person}, que dirigió el estudio.",
              "“O sono é a primeira coisa que a gente sacrifica e a última em que pensa”, disse {person}, que coordenou o estudo.",
            ),
            tri(
              "Doctors recommend between seven and nine hours a night for adults.",
              "Los médicos recomiendan entre siete y nueve horas por noche para los adultos.",
              "Os médicos recomendam entre sete e nove horas por noite para adultos.",
            ),
          ],
          caption: tri(
            "A sofa and a reading lamp in a flat in {city}, late at night.",
            "Un sofá y una lámpara de lectura en un piso de {city}, de madrugada.",
            "Um sofá e uma luminária num apartamento de {city}, tarde da noite.",
          ),
        },
        {
          id: "rooftop-gardens",
          anchors: { slots: ["city"], subject: tri("garden", "huert", "horta") },
          motif: "park",
          headline: tri(
            "{rooftops} rooftops in {city} have been turned into vegetable gardens",
            "{city} ya tiene {rooftops} azoteas convertidas en huertos",
            "{city} já tem {rooftops} lajes transformadas em hortas",
          ),
          standfirst: tri(
            "Neighbours in {city} grow tomatoes, herbs and beans above their flats, and the gardens keep the top floors cooler.",
            "Los vecinos de {city} cultivan tomates, hierbas y judías sobre sus casas, y los huertos refrescan los últimos pisos.",
            "Os moradores de {city} plantam tomate, ervas e feijão em cima de casa, e as hortas deixam os últimos andares mais frescos.",
          ),
          body: [
            tri(
              "There are now {rooftops} rooftop vegetable gardens in {city}, three times as many as five years ago, most of them run by the neighbours of the building.",
              "{city} cuenta ya con {rooftops} huertos en azoteas, el triple que hace cinco años, la mayoría cuidados por los propios vecinos del edificio.",
              "{city} já conta com {rooftops} hortas em lajes e terraços, o triplo de cinco anos atrás, a maioria cuidada pelos próprios moradores do prédio.",
            ),
            tri(
              "Studies show that a planted roof can keep the flat below several degrees cooler in summer.",
              "Los estudios muestran que una cubierta con plantas puede bajar varios grados la temperatura del piso de abajo en verano.",
              "Estudos mostram que um telhado com plantas pode deixar o andar de baixo vários graus mais fresco no verão.",
            ),
            tri(
              "“We started with four pots, and now the whole building eats our salad,” said {person}, who looks after one of them.",
              "«Empezamos con cuatro macetas y ahora todo el edificio come nuestra ensalada», dijo {person}, que cuida uno de ellos.",
              "“Começamos com quatro vasos e hoje o prédio inteiro come a nossa salada”, disse {person}, que cuida de uma delas.",
            ),
            tri(
              "The city offers free advice on how much weight a roof can carry.",
              "El ayuntamiento ofrece asesoramiento gratuito sobre la carga que puede soportar cada cubierta.",
              "A prefeitura oferece orientação gratuita para saber se cada laje aguenta a carga da terra molhada.",
            ),
          ],
          caption: tri(
            "A vegetable garden on a rooftop in {city}.",
            "Un huerto en una azotea de {city}.",
            "Uma horta numa laje de {city}.",
          ),
        },
        {
          id: "park-yoga",
          anchors: { slots: ["city"], subject: tri("yoga", "yoga", "ioga") },
          motif: "park",
          headline: tri(
            "Free yoga in the park draws {crowd} people every Sunday in {city}",
            "El yoga gratis en el parque reúne a {crowd} personas cada domingo en {city}",
            "Ioga de graça no parque reúne {crowd} pessoas todo domingo em {city}",
          ),
          standfirst: tri(
            "What began as a class for twenty neighbours in {city} has become the city's biggest yoga session.",
            "Lo que empezó como una clase para veinte vecinos de {city} se ha convertido en la mayor sesión de yoga de la ciudad.",
            "O que começou como uma aula para vinte vizinhos em {city} virou a maior sessão de ioga da cidade.",
          ),
          body: [
            tri(
              "Every Sunday morning, about {crowd} people roll out their mats in the main park of {city} for an hour of free yoga, led by volunteers.",
              "Cada domingo por la mañana, unas {crowd} personas extienden su esterilla en el parque principal de {city} para una hora de yoga gratis dirigida por voluntarios.",
              "Todo domingo de manhã, cerca de {crowd} pessoas estendem o tapetinho no principal parque de {city} para uma hora de ioga gratuita, com professores voluntários.",
            ),
            tri(
              "Many of them had never tried it before, and about a third are over sixty.",
              "Muchos no lo habían probado nunca, y cerca de un tercio tiene más de sesenta años.",
              "Muitos nunca tinham praticado antes, e cerca de um terço tem mais de sessenta anos.",
            ),
            tri(
              "“You do not need clothes or a gym, just a patch of grass,” said {person}, who started the class.",
              "«No hace falta ropa especial ni gimnasio, solo un trozo de césped», dijo {person}, que empezó la clase.",
              "“Não precisa de roupa especial nem de academia, só de um pedaço de grama”, disse {person}, que criou a aula.",
            ),
            tri(
              "When it rains, the class moves under the trees.",
              "Cuando llueve, la clase se refugia bajo los árboles.",
              "Quando chove, a aula muda para debaixo das árvores.",
            ),
          ],
          caption: tri(
            "Yoga mats on the grass of a park in {city}.",
            "Esterillas de yoga sobre el césped de un parque de {city}.",
            "Tapetes de ioga na grama de um parque de {city}.",
          ),
        },
        {
          id: "second-hand",
          anchors: { slots: ["city"], subject: tri("second-hand", "segunda mano", "brechó") },
          motif: "fashion",
          headline: tri(
            "Second-hand clothes shops have doubled in {city} in five years",
            "Las tiendas de ropa de segunda mano se duplican en {city} en cinco años",
            "Número de brechós dobra em {city} em cinco anos",
          ),
          standfirst: tri(
            "{city} now has {shops} second-hand clothes shops, and young shoppers say they buy there first.",
            "{city} tiene ya {shops} tiendas de ropa de segunda mano, y los compradores jóvenes dicen que miran allí primero.",
            "{city} já tem {shops} brechós, e os consumidores mais jovens dizem que procuram roupa neles primeiro.",
          ),
          body: [
            tri(
              "The number of second-hand clothes shops in {city} has doubled in five years, to {shops}, according to the local traders' association.",
              "El número de tiendas de ropa de segunda mano en {city} se ha duplicado en cinco años, hasta {shops}, según la asociación de comerciantes.",
              "O número de brechós em {city} dobrou em cinco anos e chegou a {shops}, segundo a associação de lojistas.",
            ),
            tri(
              "Shoppers say prices and the hunt for a one-off piece matter as much as the environment.",
              "Los clientes dicen que el precio y la búsqueda de una pieza única pesan tanto como el medio ambiente.",
              "Os clientes dizem que o preço e a caça à peça única pesam tanto quanto o meio ambiente.",
            ),
            tri(
              "“A coat with a story beats a new one every time,” said {person}, who opened a shop last year.",
              "«Un abrigo con historia gana siempre a uno nuevo», dijo {person}, que abrió una tienda el año pasado.",
              "“Um casaco com história sempre ganha de um novo”, disse {person}, que abriu um brechó no ano passado.",
            ),
            tri(
              "Several of the shops now also repair and alter clothes.",
              "Varias de las tiendas también arreglan y ajustan prendas.",
              "Vários deles também fazem consertos e ajustes de roupas.",
            ),
          ],
          caption: tri(
            "A rail of second-hand coats in a shop in {city}.",
            "Un perchero de abrigos de segunda mano en una tienda de {city}.",
            "Uma arara de casacos num brechó de {city}.",
          ),
        },
        {
          id: "restaurant-star",
          anchors: { slots: ["restaurant", "city"] },
          motif: "kitchen",
          headline: tri(
            "{restaurant} in {city} wins its first star from the food guide",
            "{restaurant}, en {city}, consigue su primera estrella de la guía gastronómica",
            "{restaurant}, em {city}, conquista a primeira estrela do guia gastronômico",
          ),
          standfirst: tri(
            "{restaurant}, a {seats}-seat restaurant in {city}, opened three years ago and cooks only with produce from the region.",
            "{restaurant}, con {seats} cubiertos, abrió hace tres años en {city} y cocina solo con producto de la región.",
            "{restaurant}, com {seats} lugares, abriu há três anos em {city} e só cozinha com produtos da região.",
          ),
          body: [
            tri(
              "{restaurant}, a small restaurant in {city}, was awarded its first star by the food guide on Tuesday, three years after it opened.",
              "{restaurant}, un pequeño restaurante de {city}, recibió el martes su primera estrella de la guía gastronómica, tres años después de abrir.",
              "{restaurant}, um pequeno restaurante de {city}, recebeu na terça-feira a primeira estrela do guia gastronômico, três anos depois da inauguração.",
            ),
            tri(
              "The menu changes every week with what the farmers bring, and the dining room has only {seats} seats.",
              "La carta cambia cada semana según lo que traen los agricultores, y el comedor tiene solo {seats} cubiertos.",
              "O cardápio muda toda semana conforme o que os produtores trazem, e o salão tem só {seats} lugares.",
            ),
            tri(
              "“We cook what grows within a day's drive, and nothing else,” said {person}, the chef.",
              "«Cocinamos lo que crece a un día de carretera, y nada más», dijo {person}, al frente de la cocina.",
              "“Cozinhamos o que cresce a um dia de estrada, e mais nada”, disse {person}, à frente da cozinha.",
            ),
            tri(
              "The restaurant's phone has not stopped ringing since the announcement.",
              "El teléfono del restaurante no ha dejado de sonar desde el anuncio.",
              "O telefone do restaurante não para de tocar desde o anúncio.",
            ),
          ],
          caption: tri(
            "The kitchen of {restaurant}, in {city}, before service.",
            "La cocina de {restaurant}, en {city}, antes del servicio.",
            "A cozinha de {restaurant}, em {city}, antes do serviço.",
          ),
        },
        {
          id: "office-dogs",
          anchors: { slots: ["city"], subject: tri("dog", "perro", "cachorro") },
          motif: "sofa",
          headline: tri(
            "More offices in {city} let staff bring their dogs to work",
            "Cada vez más oficinas de {city} dejan ir a trabajar con el perro",
            "Cada vez mais escritórios de {city} liberam o cachorro no trabalho",
          ),
          standfirst: tri(
            "One company in four in {city} now welcomes dogs, a survey finds; staff say they take fewer days off.",
            "Una de cada cuatro empresas de {city} ya admite perros, según una encuesta; los empleados dicen que faltan menos.",
            "Uma em cada quatro empresas de {city} já aceita cachorros, segundo pesquisa; os funcionários dizem que faltam menos.",
          ),
          body: [
            tri(
              "A quarter of companies in {city} now let employees bring their dog to the office, up from one in ten before the pandemic, according to a survey of {shops} firms.",
              "Una cuarta parte de las empresas de {city} ya deja a sus empleados llevar el perro a la oficina, frente a una de cada diez antes de la pandemia, según una encuesta a {shops} compañías.",
              "Um quarto das empresas de {city} já deixa os funcionários levarem o cachorro para o escritório, contra uma em cada dez antes da pandemia, segundo pesquisa com {shops} empresas.",
            ),
            tri(
              "Most set rules: one dog per desk, water bowls in the kitchen, and meeting rooms off limits.",
              "La mayoría pone normas: un perro por mesa, cuencos de agua en la cocina y las salas de reuniones vetadas.",
              "A maioria tem regras: um cachorro por mesa, potes de água na copa e salas de reunião proibidas.",
            ),
            tri(
              "“People stay later and argue less when there is a dog under the table,” said {person}, who runs a design studio.",
              "«La gente se queda más y discute menos cuando hay un perro debajo de la mesa», dijo {person}, que dirige un estudio de diseño.",
              "“As pessoas ficam mais e brigam menos quando tem um cachorro debaixo da mesa”, disse {person}, que comanda um estúdio de design.",
            ),
            tri(
              "Colleagues with allergies can ask for a dog-free floor.",
              "Los compañeros con alergias pueden pedir una planta sin perros.",
              "Colegas com alergia podem pedir um andar sem cachorros.",
            ),
          ],
          caption: tri(
            "A dog asleep beside a desk in an office in {city}.",
            "Un perro dormido junto a una mesa en una oficina de {city}.",
            "Um cachorro dormindo ao lado de uma mesa num escritório de {city}.",
          ),
        },
      ],
    },
  ],
};
