import type { SurveyQuestion } from '../../../src/domain/survey/survey.schema';

/**
 * The demo surveys, in English and Spanish. Between them they use every question type, every
 * action ('Next:{n}', 'Flagged', 'Finished'), both score types and a score rule that ends a
 * survey early. '[brand_name]' is replaced by the company name in the widget.
 */
export interface SeedSurvey {
  surveyId: number;
  surveyName: string;
  surveyNameEs: string;
  scoreType: 'AVG' | 'SUM' | null;
  avgNumQuestions: number;
  questions: SurveyQuestion[];
  questionsEs: SurveyQuestion[];
}

type QuestionText = { en: string; es: string };
type Options = { en: string[]; es: string[] };

function question(
  questionNum: number,
  questionType: SurveyQuestion['questionType'],
  text: QuestionText,
  options: Options,
  actions: SurveyQuestion['actions'],
  RxVectorScore: string[],
  extra: { scoreActions?: string; multipleAnswers?: boolean } = {},
): { en: SurveyQuestion; es: SurveyQuestion } {
  const base = { questionNum, questionType, actions, RxVectorScore, scoreActions: extra.scoreActions ?? null, multipleAnswers: extra.multipleAnswers ?? false };
  return { en: { ...base, question: text.en, options: options.en }, es: { ...base, question: text.es, options: options.es } };
}

const none: Options = { en: [''], es: [''] };
const yesNo: Options = { en: ['Yes', 'No'], es: ['Sí', 'No'] };

function survey(surveyId: number, names: QuestionText, scoreType: SeedSurvey['scoreType'], avgNumQuestions: number, questions: { en: SurveyQuestion; es: SurveyQuestion }[]): SeedSurvey {
  return { surveyId, surveyName: names.en, surveyNameEs: names.es, scoreType, avgNumQuestions, questions: questions.map((q) => q.en), questionsEs: questions.map((q) => q.es) };
}

export const MEDICATION_REVIEW_SURVEY_ID = 31;
export const SYMPTOM_SCREEN_SURVEY_ID = 32;

export const DEMO_SURVEYS: readonly SeedSurvey[] = [
  survey(11, { en: 'Medication Adherence Check-in', es: 'Control de adherencia a la medicación' }, 'SUM', 3, [
    question(1, 'MC', { en: 'How often do you take your medication as prescribed?', es: '¿Con qué frecuencia toma su medicamento según lo indicado?' }, { en: ['Always', 'Usually', 'Rarely'], es: ['Siempre', 'Casi siempre', 'Rara vez'] }, ['Next:2', 'Next:2', 'Next:2'], ['0', '1', '2']),
    question(2, 'MC', { en: 'Do you ever run out of medication before your refill arrives?', es: '¿Alguna vez se le acaba el medicamento antes de que llegue su resurtido?' }, yesNo, ['Next:3', 'Next:3'], ['1', '0']),
    question(3, 'TextInput', { en: 'What would help you take your medication on time?', es: '¿Qué le ayudaría a tomar su medicamento a tiempo?' }, none, ['Finished'], ['N/A']),
  ]),
  survey(21, { en: 'Xeljanz Safety Check-in', es: 'Control de seguridad de Xeljanz' }, 'SUM', 2, [
    question(1, 'MC', { en: 'Have you had a fever or an infection since your last refill?', es: '¿Ha tenido fiebre o una infección desde su último resurtido?' }, yesNo, ['Flagged', 'Next:2'], ['2', '0']),
    question(2, 'MC', { en: 'How is your joint pain today?', es: '¿Cómo está su dolor articular hoy?' }, { en: ['Mild', 'Moderate', 'Severe'], es: ['Leve', 'Moderado', 'Intenso'] }, ['Finished', 'Finished', 'Finished'], ['0', '1', '2']),
  ]),
  survey(22, { en: 'Humira Injection Check-in', es: 'Control de inyección de Humira' }, 'SUM', 1, [
    question(1, 'MC', { en: 'Did you have any redness at the injection site?', es: '¿Tuvo enrojecimiento en el lugar de la inyección?' }, yesNo, ['Finished', 'Finished'], ['1', '0']),
  ]),
  survey(23, { en: 'Blood Pressure Survey', es: 'Encuesta de presión arterial' }, 'AVG', 2, [
    question(1, 'Numeric', { en: 'What was your last systolic blood pressure reading (the top number)?', es: '¿Cuál fue su última lectura de presión sistólica (el número de arriba)?' }, { en: ['70-119', '120-139', '140-250'], es: ['70-119', '120-139', '140-250'] }, ['Next:2', 'Next:2', 'Next:2'], ['1', '2', '3']),
    question(2, 'MC', { en: 'How often do you check your blood pressure?', es: '¿Con qué frecuencia se toma la presión arterial?' }, { en: ['Daily', 'Weekly', 'Rarely'], es: ['A diario', 'Cada semana', 'Rara vez'] }, ['Finished', 'Finished', 'Finished'], ['1', '2', '3']),
  ]),
  survey(24, { en: 'Xeljanz Lab Follow-up', es: 'Seguimiento de laboratorio de Xeljanz' }, 'SUM', 1, [
    question(1, 'MC', { en: 'Have you had your blood work done in the last 3 months?', es: '¿Se ha hecho análisis de sangre en los últimos 3 meses?' }, yesNo, ['Finished', 'Finished'], ['0', '1']),
  ]),
  survey(MEDICATION_REVIEW_SURVEY_ID, { en: 'Medication Review', es: 'Revisión de medicamentos' }, 'SUM', 8, [
    question(1, 'Label', { en: 'This review helps [brand_name] keep your medication list up to date.', es: 'Esta revisión ayuda a [brand_name] a mantener al día su lista de medicamentos.' }, none, ['Next:2'], ['N/A']),
    question(2, 'MC', { en: 'Have you started any new medication since your last refill?', es: '¿Ha empezado algún medicamento nuevo desde su último resurtido?' }, { en: ['Yes', 'No', 'Other'], es: ['Sí', 'No', 'Otro'] }, ['Next:3', 'Next:4', 'Next:4'], ['1', '0', 'N/A']),
    question(3, 'MedList', { en: 'List the new medications you take.', es: 'Anote los medicamentos nuevos que toma.' }, none, ['Next:4'], ['N/A']),
    question(4, 'Numeric', { en: 'How many doses did you miss in the last 30 days?', es: '¿Cuántas dosis olvidó en los últimos 30 días?' }, { en: ['0-2', '3-30'], es: ['0-2', '3-30'] }, ['Next:5', 'Flagged'], ['0', '3']),
    question(5, 'Checkbox', { en: 'Which side effects have you noticed?', es: '¿Qué efectos secundarios ha notado?' }, { en: ['Nausea', 'Headache', 'Dizziness', 'Other'], es: ['Náuseas', 'Dolor de cabeza', 'Mareo', 'Otro'] }, ['Next:6', 'Next:6', 'Next:6', 'Next:6'], ['1', '1', '1', '1'], { multipleAnswers: true }),
    question(6, 'TextInput', { en: 'Is there anything else you would like [brand_name] to know?', es: '¿Hay algo más que quiera que [brand_name] sepa?' }, none, ['Next:7'], ['N/A']),
    question(7, 'MedInfo', { en: 'Which medication would you like a pharmacist to talk to you about?', es: '¿De qué medicamento le gustaría hablar con un farmacéutico?' }, none, ['Next:8'], ['N/A']),
    question(8, 'MedInfoUpdate', { en: 'Update the details of a medication you take.', es: 'Actualice los datos de un medicamento que toma.' }, none, ['Finished'], ['N/A']),
  ]),
  survey(SYMPTOM_SCREEN_SURVEY_ID, { en: 'Symptom Screen', es: 'Evaluación de síntomas' }, 'SUM', 3, [
    question(1, 'MC', { en: 'How often have you felt unwell this week?', es: '¿Con qué frecuencia se ha sentido mal esta semana?' }, { en: ['Never', 'Sometimes', 'Often'], es: ['Nunca', 'A veces', 'A menudo'] }, ['Next:2', 'Next:2', 'Next:2'], ['0', '2', '4']),
    question(2, 'MC', { en: 'How severe were your symptoms?', es: '¿Qué tan intensos fueron sus síntomas?' }, { en: ['Mild', 'Moderate', 'Severe'], es: ['Leves', 'Moderados', 'Intensos'] }, ['Next:3', 'Next:3', 'Next:3'], ['0', '2', '4'], { scoreActions: '>,6,Finished' }),
    question(3, 'MC', { en: 'Would you like a pharmacist to call you?', es: '¿Le gustaría que un farmacéutico le llame?' }, yesNo, ['Finished', 'Finished'], ['N/A', 'N/A']),
  ]),
];

/**
 * The survey each demo survey event answers. Events 9001-9004 are the drug assessments of the
 * refill cases (9001 and 9004 are the mandatory chain of Xeljanz when both are seeded), 5001 is
 * María's home activity, 9101 and 9102 are given to every seeded patient.
 */
export const DEMO_EVENT_SURVEYS: Readonly<Record<number, number>> = {
  5001: 11,
  9001: 21,
  9002: 22,
  9003: 23,
  9004: 24,
  9101: MEDICATION_REVIEW_SURVEY_ID,
  9102: SYMPTOM_SCREEN_SURVEY_ID,
};

/** Events every seeded patient has, whatever else. */
export const EVERY_PATIENT_EVENTS = [9101, 9102] as const;

/** The second required assessment of Xeljanz (mId 507) that survey test patients get. */
export const CHAIN_ASSESSMENT = { mId: 507, surveyEventId: 9004, surveyName: 'Xeljanz Lab Follow-up', isRequired: true, completed: false } as const;
