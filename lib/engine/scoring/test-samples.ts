/** Hand-written CVs and a job ad shared by the scoring unit tests (not used at run time). */

export const BACKEND_JD = `Senior Backend Engineer
Location: London (hybrid)
About the role
You will build and run the APIs behind our payments platform in a collaborative, cross-functional team.
Requirements
- 5+ years building backend services in Python
- Strong Django and PostgreSQL experience
- Docker and Kubernetes in production on AWS
- Designing REST APIs
- CI/CD pipelines
Nice to have
- Terraform
- Go
Salary: £70,000 - £85,000`;

/** Lists every keyword of the ad but shows none of them in experience. */
export const STUFFED_CV = `Alex Smith
alex@example.com | +44 7700 900123
Summary
Hard-working team player and results-driven developer.
Experience
Developer, Acme Ltd — Jan 2018 – Present
- Responsible for various projects
- Worked on team tasks and helped with support tickets
- Attended meetings with stakeholders
Skills
Python, Django, PostgreSQL, Kubernetes, Docker, AWS, REST APIs, CI/CD, Terraform, Go
Education
BSc Computer Science, University of Leeds, 2017`;

/** Real matching experience, written with synonyms and aliases (Postgres, k8s, Amazon Web Services). */
export const SYNONYM_CV = `Sam Jones
London, UK | sam@example.com | +44 7700 900456
Profile
Backend engineer with 7 years of experience shipping payment services in collaborative teams.
Experience
Senior Software Engineer, PayCo — Mar 2019 – Present
- Built REST services in Python 3 with the Django framework backed by Postgres, serving 2M requests a day
- Deployed containers to k8s (EKS) on Amazon Web Services, cutting infrastructure cost by 30%
- Automated build and release pipelines with GitHub Actions, reducing deploy time from 40 to 8 minutes
Software Engineer, ShopCo — Jan 2017 – Feb 2019
- Developed order APIs with Flask and MySQL for 300k customers
Education
BSc Computer Science, University of Bristol, 2016`;

/** A nurse: same structure, unrelated to the backend ad. */
export const NURSE_CV = `Priya Patel
Manchester, UK | priya@example.com | 07700 900789
Profile
Registered nurse with 6 years on acute medical wards.
Experience
Staff Nurse, Manchester Royal Infirmary — Sep 2018 – Present
- Delivered patient care for 28-bed acute medical ward, cutting falls by 20%
- Administered medication and maintained accurate patient records
Education
BSc Nursing, University of Salford, 2018`;

export const HOPPER_CV = `Jo Doe
jo@example.com | +44 7700 900111
Experience
Developer, A Ltd — Jan 2024 – Jun 2024
- Built React components for a checkout page used by 10k customers
Developer, B Ltd — Jan 2023 – Aug 2023
- Built Python scripts for reporting
Developer, C Ltd — Jan 2021 – Jul 2021
- Maintained a Django site
Education
BSc Physics, 2020`;
