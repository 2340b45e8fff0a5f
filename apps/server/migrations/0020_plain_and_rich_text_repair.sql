-- The suspicious-answer text is plain text, stored as typed. Until now it went through the rich-text sanitiser, which
-- escapes &, < and > (and only those, after decoding, so never twice): decode them once. '&amp;' goes last, so that a
-- typed '&lt;' (stored '&amp;lt;') comes back as '&lt;'.
UPDATE "assessments"
SET "suspicious_answer_text" = replace(replace(replace("suspicious_answer_text", '&lt;', '<'), '&gt;', '>'), '&amp;', '&')
WHERE "suspicious_answer_text" ~ '&(lt|gt|amp);';
--> statement-breakpoint
-- A questionnaire question's text is rich text, but it used to be typed into a plain text box: its line breaks were
-- stored as bare newlines, which HTML does not show. Each line becomes a paragraph, as the rich-text editor writes it.
-- The text is already escaped by the sanitiser, so it is valid HTML inside the paragraphs.
UPDATE "questions"
SET "question_text" = '<p>' || replace(replace("question_text", E'\r\n', E'\n'), E'\n', '</p><p>') || '</p>'
WHERE "question_type" IN ('QuestionnaireInput', 'QuestionnaireMultipleChoice', 'QuestionnaireScale')
  AND "question_text" NOT LIKE '<%'
  AND "question_text" LIKE E'%\n%';
