export { generateCoverLetter, type CoverLetterResult } from "./cover-letter";
export { generateInterviewQuestions } from "./interview";
export { createChatCompletion, listModelsForTier, CAREER_SYSTEM_PROMPT, type ChatCompletionOutcome } from "./chat-completions";
