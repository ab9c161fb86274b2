import type { Locale } from '../../../src/domain/common/common.schema';
import type { DiscountQuestion, DiscountSurveyType } from '../../../src/domain/patient/discount-card.schema';
import { REDEMPTION_ANSWERS } from '../../../src/domain/patient/discount-card';

const [PICKED_UP_EN, PICKED_UP_ES] = REDEMPTION_ANSWERS as [string, string];

/** The tutorial and follow-up questions of the discount card page, per language. */
const QUESTIONS: Record<DiscountSurveyType, Record<Locale, DiscountQuestion[]>> = {
  Tutorial: {
    en: [
      { questionId: 1, question: 'Have you used a prescription discount card before?', kind: 'choice', options: ['Yes', 'No'] },
      { questionId: 2, question: 'Where will you show your card?', kind: 'choice', options: ['At my usual pharmacy', 'At a new pharmacy', 'I am not sure yet'] },
      { questionId: 3, question: 'Which medication do you plan to use it for? (optional)', kind: 'text', options: [] },
    ],
    es: [
      { questionId: 1, question: '¿Ha usado antes una tarjeta de descuento para recetas?', kind: 'choice', options: ['Sí', 'No'] },
      { questionId: 2, question: '¿Dónde mostrará su tarjeta?', kind: 'choice', options: ['En mi farmacia habitual', 'En una farmacia nueva', 'Todavía no lo sé'] },
      { questionId: 3, question: '¿Para qué medicamento piensa usarla? (opcional)', kind: 'text', options: [] },
    ],
  },
  FollowUp: {
    en: [
      { questionId: 11, question: 'Did you use your card at the pharmacy?', kind: 'choice', options: [PICKED_UP_EN, 'Not yet'] },
      { questionId: 12, question: 'How was your experience? (optional)', kind: 'text', options: [] },
    ],
    es: [
      { questionId: 11, question: '¿Usó su tarjeta en la farmacia?', kind: 'choice', options: [PICKED_UP_ES, 'Todavía no'] },
      { questionId: 12, question: '¿Cómo fue su experiencia? (opcional)', kind: 'text', options: [] },
    ],
  },
};

export const discountQuestions = (surveyType: DiscountSurveyType, locale: Locale): DiscountQuestion[] => QUESTIONS[surveyType][locale];
