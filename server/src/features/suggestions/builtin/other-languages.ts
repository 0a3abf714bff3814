import type { Stage } from './goal-kinds';
import type { GoalLanguage } from './language';

type Written = Exclude<GoalLanguage, 'en' | 'other'>;

/**
 * The generic steps in the other languages the built-in engine writes. They never quote the goal, so no
 * grammar of the language is needed to fit its words in: each is a whole sentence as it stands.
 */
const STEPS: Record<Written, { start: string[]; build: string[]; finish: string[] }> = {
  es: {
    start: [
      'Escribe en una frase cómo será cumplir esta meta',
      'Anota los tres primeros pasos hacia esta meta',
      'Reúne lo que necesitas para empezar',
      'Fija un primer hito a mitad de camino y ponlo en tu calendario',
      'Pide un consejo a alguien que ya lo haya logrado',
    ],
    build: [
      'Reserva 25 minutos hoy para el siguiente paso',
      'Haz hoy el paso más pequeño posible, aunque sean cinco minutos',
      'Revisa tu avance esta semana y anota un obstáculo',
    ],
    finish: ['Anota lo que falta antes de la fecha límite y quita algo que no sea esencial', 'Termina hoy el paso que más te acerca a la meta'],
  },
  fr: {
    start: [
      'Écris en une phrase à quoi ressemblera cet objectif atteint',
      'Note les trois premières étapes vers cet objectif',
      'Rassemble ce dont tu as besoin pour commencer',
      'Fixe un premier jalon à mi-parcours et note-le dans ton agenda',
      'Demande un conseil à quelqu’un qui l’a déjà fait',
    ],
    build: [
      'Réserve 25 minutes aujourd’hui pour la prochaine étape',
      'Fais aujourd’hui la plus petite étape possible, même cinq minutes',
      'Fais le point sur tes progrès cette semaine et note un obstacle',
    ],
    finish: ['Liste ce qui reste avant l’échéance et retire un élément non essentiel', 'Termine aujourd’hui l’étape qui te rapproche le plus du but'],
  },
  de: {
    start: [
      'Schreibe in einem Satz auf, wie das erreichte Ziel aussieht',
      'Notiere die ersten drei Schritte zu diesem Ziel',
      'Sammle alles, was du für den Anfang brauchst',
      'Setze einen ersten Meilenstein zur Halbzeit und trage ihn ein',
      'Bitte jemanden, der es schon geschafft hat, um einen Tipp',
    ],
    build: [
      'Plane heute 25 Minuten für den nächsten Schritt ein',
      'Mach heute den kleinsten nächsten Schritt, auch nur fünf Minuten',
      'Prüfe diese Woche deinen Fortschritt und notiere ein Hindernis',
    ],
    finish: ['Liste auf, was bis zur Frist fehlt, und streiche etwas Unwichtiges', 'Erledige heute den Schritt, der dich am weitesten bringt'],
  },
};

export const isWritten = (language: GoalLanguage): language is Written => language in STEPS;

/** The steps for a goal in `language`, the ones that suit the stage first. */
export function stepsInLanguage(language: Written, stage: Stage, count: number): string[] {
  const steps = STEPS[language];
  const ordered = stage === 'early' ? [...steps.start, ...steps.build, ...steps.finish] : stage === 'middle' ? [...steps.build, ...steps.start, ...steps.finish] : [...steps.finish, ...steps.build];
  return ordered.slice(0, count);
}
