import { type SectionTemplates, tri } from "./story-kind.ts";
import { PEOPLE, pickPlace } from "./vocabulary.ts";

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
  ],
};
