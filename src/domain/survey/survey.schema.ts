import { z } from 'zod';
import { idQueryParamSchema, idSchema, int32, localeSchema, text, uIdBodySchema, uIdQueryParamSchema } from '../common/common.schema';

export const questionTypeSchema = z.enum(['MC', 'Numeric', 'TextInput', 'MedList', 'Checkbox', 'MedInfo', 'MedInfoUpdate', 'Label']);

/** Spec 02 §3 "Question" types. */
export type QuestionType = z.infer<typeof questionTypeSchema>;

export const questionActionSchema = z
  .string()
  .regex(/^(?:Finished|Flagged|Next:\d{1,4})$/, "'Finished', 'Flagged' or 'Next:{n}'")
  .describe("'Finished', 'Flagged', or 'Next:{n}', one per option");

/** 'Finished', 'Flagged', or 'Next:{n}'. */
export type QuestionAction = 'Finished' | 'Flagged' | `Next:${number}`;

export const surveyQuestionSchema = z
  .object({
    questionNum: z.number().int().positive(),
    question: z.string().describe('May hold the brand-name placeholder, replaced by the company name'),
    questionType: questionTypeSchema,
    options: z.array(z.string()),
    actions: z.array(questionActionSchema),
    scoreActions: z.string().nullable().describe("'operator,threshold,action' with operator < or >"),
    RxVectorScore: z.array(z.string()).describe("Per option; 'N/A' means no change"),
    multipleAnswers: z.boolean(),
  })
  .meta({ id: 'SurveyQuestion' });

export type SurveyQuestion = Omit<z.infer<typeof surveyQuestionSchema>, 'actions'> & { actions: QuestionAction[] };

export const surveyAnswerSchema = z
  .object({
    questionNum: z.number().int().positive().max(10000),
    answer: text(4000),
    answerOption: z.number().int().min(0).max(100),
  })
  .meta({ id: 'SurveyAnswer' });

/**
 * Spec 02 §3 "Answer": multiple answers joined by '|'; medication entries
 * 'name,dosage,amount,instructions' joined by '|'. The answers of a response are in the order
 * they were given.
 */
export type SurveyAnswer = z.infer<typeof surveyAnswerSchema>;

export const partialResponseSchema = z
  .object({
    partialAnswers: z.array(surveyAnswerSchema),
    numQuestionsAnswered: z.number().int().min(0),
    partialScore: z.number(),
  })
  .meta({ id: 'PartialResponse' });

export type PartialResponse = z.infer<typeof partialResponseSchema>;

export const surveySchema = z
  .object({
    surveyId: z.number().int(),
    surveyEventId: z.number().int(),
    surveyName: z.string(),
    scoreType: z.enum(['AVG', 'SUM']).optional(),
    avgNumQuestions: z.number().int().positive(),
    questions: z.array(surveyQuestionSchema),
    partialResponse: partialResponseSchema.nullable().optional(),
    activityId: z.number().int().nullable().describe('The home activity this survey completes, if any'),
  })
  .meta({ id: 'Survey' });

/** Spec 02 §3 "Survey". */
export type Survey = Omit<z.infer<typeof surveySchema>, 'questions'> & { questions: SurveyQuestion[] };

export const incompleteSurveySchema = z
  .object({
    surveyEventID: z.number().int(),
    activityId: z.number().int().nullable(),
    surveyName: z.string(),
    dueDate: z.string().nullable(),
  })
  .meta({ id: 'IncompleteSurvey' });

/** Spec 02 §3 "Incomplete survey list item". */
export type IncompleteSurvey = z.infer<typeof incompleteSurveySchema>;

export const surveysQuerySchema = z.object({
  u_id: uIdQueryParamSchema,
  status: z.literal('incomplete').optional().describe('incomplete: list the surveys still to answer'),
  survey_event_id: idQueryParamSchema.optional().describe('The survey event to answer'),
  locale: localeSchema.optional(),
});

/** Query of GET /surveys: status=incomplete lists, survey_event_id fetches one. */
export type SurveysQuery = z.infer<typeof surveysQuerySchema>;

export const surveysResponseSchema = z
  .object({ surveys: z.array(z.union([surveySchema, incompleteSurveySchema])) })
  .meta({ id: 'SurveysResponse' });

/** Answer of GET /surveys: the survey asked for, or the incomplete list. */
export interface SurveysResponse {
  surveys: (Survey | IncompleteSurvey)[];
}

export const surveyResponseMedicationSchema = z
  .object({
    brand_name: text(200),
    type: z.enum(['UserMedication', 'Ancillary']),
    num_doses: int32().nullable(),
    instructions: text(500).nullable(),
  })
  .meta({ id: 'SurveyResponseMedication' });

/** Spec 02 §3 "Survey-response medication". */
export type SurveyResponseMedication = z.infer<typeof surveyResponseMedicationSchema>;

const answersSchema = z.array(surveyAnswerSchema).max(200);
const flaggedSchema = z.array(z.number().int().positive().max(10000)).max(200);

export const partialSurveyResponsePayloadSchema = z
  .object({
    u_id: uIdBodySchema,
    survey_event_id: idSchema,
    flaggedQuestions: flaggedSchema,
    careProviderId: idSchema.nullable(),
    answers: answersSchema,
    score: z.number().finite(),
  })
  .meta({ id: 'PartialSurveyResponsePayload' });

/** Body of POST /survey-responses/partial. */
export type PartialSurveyResponsePayload = z.infer<typeof partialSurveyResponsePayloadSchema>;

export const surveyResponsePayloadSchema = z
  .object({
    u_id: uIdBodySchema,
    survey_event_id: idSchema,
    surveyId: idSchema,
    time_completed: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'YYYY-MM-DD HH:mm:ss'),
    numQuestions: z.number().int().min(0).max(200),
    answers: answersSchema,
    flaggedQuestions: flaggedSchema,
    careProviderId: idSchema.nullable(),
    medications: z.array(surveyResponseMedicationSchema).max(100),
    score: z.number().finite(),
  })
  .meta({ id: 'SurveyResponsePayload' });

/** Body of POST /survey-responses (spec 02 §7). */
export type SurveyResponsePayload = z.infer<typeof surveyResponsePayloadSchema>;

export const surveyResponseQuerySchema = z.object({
  survey_event_id: idQueryParamSchema.optional().describe('Same as the body (the search carries it)'),
});

export const surveyResponseSavedSchema = z
  .object({ ok: z.literal(true), score: z.number(), flaggedQuestions: z.array(z.number().int()) })
  .meta({ id: 'SurveyResponseSaved' });

/** Answer of both survey-response posts: the score as the server's engine computed it. */
export type SurveyResponseSaved = z.infer<typeof surveyResponseSavedSchema>;

export const drugDirectoryEntrySchema = z
  .object({
    product_ndc: z.string(),
    generic_name: z.string(),
    brand_name: z.string(),
    brand_name_base: z.string(),
    brand_name_suffix: z.string().nullable(),
    labeler_name: z.string(),
    dosage_form: z.string(),
    product_type: z.string(),
    active_ingredients: z.array(z.object({ name: z.string(), strength: z.string() })),
    route: z.array(z.string()),
    packaging: z.array(z.object({ package_ndc: z.string(), description: z.string() })),
    openfda: z.object({ manufacturer_name: z.array(z.string()) }),
  })
  .meta({ id: 'DrugDirectoryEntry' });

/** One product of the drug directory, in openFDA's NDC shape. */
export type DrugDirectoryEntry = z.infer<typeof drugDirectoryEntrySchema>;

export const drugSearchQuerySchema = z.object({
  search: text(120)
    .regex(/^(?:brand_name_base|product_ndc):"?[^"]{1,100}"?$/, 'field:"value" with field brand_name_base or product_ndc')
    .describe('openFDA search: brand_name_base:"…" (prefix, any case) or product_ndc:"…"'),
  limit: z.coerce.number().int().min(1).max(10).default(10),
});

export const drugSearchResponseSchema = z
  .object({
    meta: z.object({ results: z.object({ skip: z.number().int(), limit: z.number().int(), total: z.number().int() }) }),
    results: z.array(drugDirectoryEntrySchema),
  })
  .meta({ id: 'DrugSearchResponse' });

/** Answer of GET /drugs/ndc.json (openFDA shape); 404 'No matches found!' when none. */
export type DrugSearchResponse = z.infer<typeof drugSearchResponseSchema>;

/** Spec 02 §3 "Drug directory medication": what the survey shows of a directory entry. */
export interface DrugDirectoryMedication {
  brandName: string;
  strength: string;
  details: Omit<DrugDirectoryEntry, 'packaging' | 'openfda'> & { manufacturer_name: string; package_ndc: string; package_description: string };
}

/** Spec 02 §3 "User medication". */
export interface UserMedication {
  brandName: string;
  dosage: string;
  numDoses: number | null;
  instructions: string | null;
  mId: number;
}
