/**
 * Spec 02 §3 assessment shapes. Types only: the survey routes validate them where they are
 * served.
 */
export type QuestionType = 'MC' | 'Numeric' | 'TextInput' | 'MedList' | 'Checkbox' | 'MedInfo' | 'MedInfoUpdate' | 'Label';

/** 'Finished', 'Flagged', or 'Next:{n}', one per option. */
export type QuestionAction = 'Finished' | 'Flagged' | `Next:${number}`;

export interface SurveyQuestion {
  questionNum: number;
  /** May hold a brand-name placeholder replaced by the brand's company name. */
  question: string;
  questionType: QuestionType;
  options: string[];
  actions: QuestionAction[];
  /** 'operator,threshold,action' with operator < or >. */
  scoreActions: string | null;
  /** Per option; 'N/A' means no change. */
  RxVectorScore: string[];
  multipleAnswers: boolean;
}

export interface Survey {
  surveyId: number;
  surveyEventId: number;
  surveyName: string;
  scoreType?: 'AVG' | 'SUM';
  avgNumQuestions: number;
  questions: SurveyQuestion[];
  partialResponse?: PartialResponse | null;
}

export interface PartialResponse {
  partialAnswers: SurveyAnswer[];
  numQuestionsAnswered: number;
  partialScore: number;
}

/** Multiple answers joined by '|'; medication entries 'name,dosage,amount,instructions' joined by '|'. */
export interface SurveyAnswer extends Partial<SurveyQuestion> {
  answer: string;
  answerOption: number;
}

export interface IncompleteSurvey {
  surveyEventID: number;
  activityId: number | null;
  surveyName: string;
  dueDate: string | null;
}

export interface SurveyResponseMedication {
  brand_name: string;
  type: 'UserMedication' | 'Ancillary';
  num_doses: number | null;
  instructions: string | null;
}

export interface DrugDirectoryMedication {
  brandName: string;
  strength: string;
  details: {
    product_ndc: string;
    generic_name: string;
    brand_name: string;
    brand_name_base: string;
    brand_name_suffix: string | null;
    labeler_name: string;
    manufacturer_name: string;
    dosage_form: string;
    product_type: string;
    active_ingredients: { name: string; strength: string }[];
    route: string[];
    package_ndc: string;
    package_description: string;
  };
}

export interface UserMedication {
  brandName: string;
  dosage: string;
  numDoses: number | null;
  instructions: string | null;
  mId: number;
}
