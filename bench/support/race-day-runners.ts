// The race-day section's runners as a real race has them (docs/budgets.md): Firebase Auth uids (28
// random characters) and names from many countries, varied as a big city race's field is, with bibs
// in an order of their own. Uids like `bench-raceday-000123` and names like "Runner 123" compress to
// almost nothing and flattered the roster's weight.
import { randomInt } from 'node:crypto';

const UID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A uid as Firebase Auth makes one: 28 random letters and digits. */
export const firebaseUid = (): string =>
  Array.from({ length: 28 }, () => UID_ALPHABET[randomInt(UID_ALPHABET.length)]).join('');

const FIRST =
  `Ana José María Lucas Zoë Amara Hana Björn Chloé Kwame Sofía Émile Ingrid Rahul Nadia Tomás Aiko
  Mateus Léa Omar Anna Thomas Julia Michael Laura Daniel Sarah David Lisa Stefan Katrin Jan Nina Peter
  Sandra Markus Petra Jonas Lena Felix Emma Paul Mia Leon Hannah Noah Sophie Elias Marie Ben Clara Finn
  Ida Luis Emily Max Lea Henri Charlotte Oskar Greta James Olivia William Grace Oliver Amelia Jack
  Isla Harry Ava George Ella Charlie Freya Lars Astrid Sven Freja Mikkel Saga Pieter Anouk Bram Fleur
  Giulia Marco Chiara Luca Francesca Matteo Camille Hugo Manon Louis Inès Jules Zofia Piotr Kasia Tomasz
  Agnieszka Jakub Yuki Haruto Sakura Ren Mei Wei Li Jun Xin Hao Min-jun Seo-yeon Ji-ho Priya Arjun
  Ananya Vikram Sneha Kofi Ama Chinedu Ngozi Tunde Aisha Fatima Youssef Mariam Karim Leila Mehmet Elif
  Emre Zeynep Olga Dmitri Svetlana Ivan Natalia Alejandro Valentina Diego Camila Mateo Lucía Pablo
  Ewa Bogdan Mária Ondřej Tereza Jiří Eszter Bence Réka Dávid Sinéad Ciarán Aoife Eoin Siobhán`.split(
    /\s+/u,
  );

const LAST =
  `García Müller Nguyen Okafor Silva Schmidt Schneider Fischer Weber Meyer Wagner Becker Schulz
  Hoffmann Koch Richter Klein Wolf Schröder Neumann Schwarz Zimmermann Braun Krüger Hofmann Hartmann
  Lange Schmitt Werner Krause Meier Lehmann Smith Jones Williams Taylor Brown Davies Evans Wilson Thomas
  Johnson Roberts Walker Wright Robinson Thompson Hughes Edwards Green Hall Wood Harris Martin Jackson
  Clarke Rossi Russo Ferrari Esposito Bianchi Romano Colombo Ricci Marino Greco Bruno Gallo Conti
  Bernard Dubois Thomas Robert Richard Petit Durand Leroy Moreau Simon Laurent Lefebvre Michel Nowak
  Kowalski Wiśniewski Wójcik Kowalczyk Kamiński Lewandowski Zieliński Szymański Jensen Nielsen Hansen
  Pedersen Andersen Larsen Johansson Karlsson Nilsson Eriksson Andersson Svensson Virtanen Korhonen
  de_Jong Jansen de_Vries van_den_Berg van_Dijk Bakker Janssen Visser Smit Meijer Fernández González
  Rodríguez López Martínez Sánchez Pérez Gómez Díaz Hernández Álvarez Moreno Muñoz Romero Alonso
  Gutiérrez Navarro Torres Domínguez Vázquez Ramos Gil Ramírez Serrano Blanco Molina Morales Suárez
  Ortega Delgado Castro Ortiz Rubio Marín Sanz Iglesias Medina Garrido Cortés Castillo Santos Lozano
  Guerrero Cano Prieto Méndez Cruz Calvo Gallego Vidal León Márquez Herrera Peña Flores Cabrera Campos
  Vega Fuentes Carrasco Diez Caballero Reyes Nieto Aguilar Pascual Santana Herrero Lorenzo Montero
  Hidalgo Giménez Ibáñez Ferrer Durán Santiago Benítez Mora Vicente Vargas Arias Carmona Crespo Román
  Pastor Soto Sáez Velasco Moya Soler Parra Esteban Bravo Gallardo Rojas Pereira Oliveira Costa
  Rodrigues Almeida Nascimento Lima Araújo Fernandes Carvalho Gomes Martins Rocha Ribeiro Alves
  Monteiro Mendes Barros Freitas Barbosa Pinto Moura Cavalcanti Dias Castro Campos Cardoso Tanaka
  Suzuki Takahashi Watanabe Itō Yamamoto Nakamura Kobayashi Katō Yoshida Yamada Sasaki Yamaguchi Matsumoto
  Inoue Kimura Hayashi Shimizu Kim Lee Park Choi Jung Kang Cho Yoon Jang Lim Wang Zhang Liu Chen Yang
  Huang Zhao Wu Zhou Xu Sun Ma Zhu Hu Guo He Gao Lin Luo Patel Sharma Singh Kumar Gupta Mehta Reddy
  Iyer Nair Rao Das Banerjee Chatterjee Mukherjee Okonkwo Adeyemi Mensah Owusu Boateng Abubakar Bello
  Mohammed Ahmed Hassan Ali Ibrahim Yılmaz Kaya Demir Şahin Çelik Yıldız Aydın Öztürk Arslan Doğan
  Ivanov Smirnov Kuznetsov Popov Vasiliev Petrov Sokolov Mikhailov Novak Horváth Kovács Tóth Szabó
  Nagy Varga Murphy Kelly O'Sullivan Walsh O'Brien Byrne Ryan O'Connor O'Neill McCarthy Doyle Gallagher`
    .split(/\s+/u)
    // "de_Jong": a name of several words, written so the list splits at spaces.
    .map((name) => name.replaceAll('_', ' '));

const pick = (names: string[]) => names[randomInt(names.length)] ?? '';

/**
 * A runner's name: a first name, sometimes two (joined by a hyphen or a space), and a last name,
 * sometimes double-barrelled, so most of a field's names differ, as in a race of many countries.
 */
export function variedName(): { firstName: string; lastName: string } {
  const roll = randomInt(100);
  const firstName = roll < 12 ? `${pick(FIRST)}${roll < 5 ? '-' : ' '}${pick(FIRST)}` : pick(FIRST);
  const lastName = randomInt(100) < 15 ? `${pick(LAST)}-${pick(LAST)}` : pick(LAST);
  return { firstName, lastName };
}

/** Bibs 1..count in a random order: bibs follow registration or name, not the uid's order. */
export function shuffledBibs(count: number): number[] {
  const bibs = Array.from({ length: count }, (_, i) => i + 1);
  for (let i = bibs.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [bibs[i], bibs[j]] = [bibs[j] ?? 0, bibs[i] ?? 0];
  }
  return bibs;
}
