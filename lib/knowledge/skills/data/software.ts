/**
 * Software engineering skills: frameworks, libraries, web, mobile, testing and developer tools.
 * Names follow O*NET Technology Skills (2024 "Hot technologies" list) and ESCO v1.2 ICT skills.
 * Format (parsed by ../parse-table.ts): "## category|group|default difficulty" headers, then
 * "Name|alias,alias|difficulty|premium%|related;related". Premiums are estimates (see SOURCES in ../index.ts).
 */
export const SOFTWARE = `
## framework|JavaScript front-end|3
React|ReactJS,React.js,React JS|3|8|JavaScript;TypeScript;Redux;Next.js
Angular|AngularJS 2+,Angular 2|3|6|TypeScript;RxJS
AngularJS|Angular.js,Angular 1|3
Vue.js|Vue,VueJS,Vue 3,Vue.js 3|3|5|Nuxt;Pinia;JavaScript
Svelte|SvelteJS|3
SvelteKit||3
Next.js|NextJS,Next JS|3|7|React;Vercel
Nuxt|Nuxt.js,NuxtJS|3
Remix|Remix.run|3
Gatsby|GatsbyJS|2
Astro||2
Ember.js|EmberJS,Ember|3
Backbone.js|Backbone|2
jQuery|JQuery|1
Alpine.js|AlpineJS|1
Preact||2
SolidJS|Solid.js|3
Qwik||3
Lit|Lit Element,LitElement|2
Stencil|StencilJS|2
Redux|Redux Toolkit,RTK|2|React
MobX||2
Zustand||1
Pinia||1
Vuex||2
NgRx||3|Angular
RxJS|ReactiveX|3
TanStack Query|React Query|2
Apollo Client|Apollo GraphQL|2|GraphQL
Relay||3|GraphQL
Storybook||2
Three.js|ThreeJS|3
D3.js|D3|3
Chart.js|ChartJS|1
Highcharts||1
Leaflet|Leaflet.js|2
Mapbox|Mapbox GL|2
Web Components|Custom Elements|2
WebAssembly|Wasm|4
WebGL||4
WebRTC||4
WebSockets|WebSocket,Socket.IO|2
Progressive Web Apps|PWA,PWAs|2
Single-page applications|SPA,SPAs|2
Server-side rendering|SSR|3
## framework|CSS and UI|2
Tailwind CSS|Tailwind,TailwindCSS|1|CSS
Bootstrap|Twitter Bootstrap|1|CSS
Sass|SCSS|1|CSS
Less|LESS CSS|1
Material UI|MUI,Material-UI|2|React
Chakra UI||1
Ant Design|AntD|1
shadcn/ui|shadcn|1
Styled Components|styled-components|1
CSS Modules||1
Emotion CSS|Emotion|1
Responsive web design|responsive design|2|CSS;HTML
Web accessibility|WCAG,a11y,accessibility standards|2|HTML
Cross-browser compatibility||2
Front-end development|frontend development,front end development,front-end|3|5|JavaScript;HTML;CSS
Back-end development|backend development,back end development,back-end|3|5
Full-stack development|full stack development,fullstack,full-stack|4|6
Web development|web dev|3
Web design||2|Responsive web design
## framework|JavaScript back-end and runtime|3
Node.js|NodeJS,Node JS,Node|3|6|JavaScript;Express.js
Deno||3
Bun|Bun.js|2
Express.js|ExpressJS,Express JS|2|Node.js
NestJS|Nest.js|3|Node.js;TypeScript
Fastify||2
Koa|Koa.js|2
Hapi|Hapi.js|2
Meteor|Meteor.js|3
Electron|Electron.js|3
tRPC||2
Prisma|Prisma ORM|2
Drizzle ORM|Drizzle|2
TypeORM||2
Sequelize||2
Mongoose||2|MongoDB
Webpack||2
Vite|ViteJS|1
Babel||2
esbuild||1
Rollup|Rollup.js|2
npm|npm registry|1
Yarn||1
pnpm||1
ESLint||1
Prettier||1
## framework|Python ecosystem|3
Django|Django REST Framework,DRF|3|5|Python
Flask||2|Python
FastAPI||2|5|Python
Pyramid framework|Pyramid|3
Tornado|Tornado web|3
Celery||2|Python;RabbitMQ
SQLAlchemy||2|Python
Pydantic||1
asyncio||3
pytest|py.test|2|Python
Jupyter|Jupyter Notebooks,JupyterLab,IPython|1|Python
Streamlit||1
Gradio||1
Poetry|Python Poetry|1
Conda|Anaconda,Miniconda|1
## framework|JVM ecosystem|3
Spring Boot|SpringBoot|3|6|Java;Spring Framework
Spring Framework|Spring MVC,Spring|3|Java
Hibernate|JPA,Java Persistence API|3|Java
Jakarta EE|Java EE,J2EE|4|Java
Maven|Apache Maven|2|Java
Gradle||2|Java
JUnit|JUnit 5|2|Java
Mockito||2
Quarkus||3
Micronaut||3
Vert.x|Vertx|3
Akka||4|Scala
Play Framework||3
Ktor||3|Kotlin
JavaFX||3
Swing|Java Swing|2
Android SDK|Android development,Android|3|5|Kotlin;Java
Jetpack Compose||3|Kotlin
Apache Tomcat|Tomcat|2
JVM tuning|JVM|4
## framework|.NET ecosystem|3
.NET|dotnet,.NET Core,.NET Framework,.NET 6,.NET 8|3|5|C#
ASP.NET|ASP.NET Core,ASP.NET MVC|3|5|C#
Entity Framework|EF Core,Entity Framework Core|3|C#
Blazor||3|C#
WPF|Windows Presentation Foundation|3
Windows Forms|WinForms|2
Xamarin||3
.NET MAUI|MAUI|3
LINQ||2
NUnit||2
xUnit|xUnit.net|2
SignalR||3
## framework|Other back-end|3
Ruby on Rails|Rails,RoR|3|4|Ruby
Sinatra||2|Ruby
RSpec||2|Ruby
Laravel||3|PHP
Symfony||3|PHP
CodeIgniter||2|PHP
Composer|PHP Composer|1
WordPress|WP|2|PHP
Drupal||3|PHP
Joomla||2
Magento|Adobe Commerce|3
Shopify|Shopify Liquid|2
WooCommerce||2
Phoenix Framework|Phoenix|3|Elixir
Gin|Gin Gonic|2|Go
Echo framework||2
gRPC||3|Protocol Buffer
Actix|Actix Web|4|Rust
Tokio||4|Rust
Qt|Qt framework|4|C++
Boost|Boost C++|4|C++
CMake||2|C++
STL|Standard Template Library|3|C++
OpenGL||4
Vulkan||5
DirectX||4
CUDA||5|10|C++;GPU programming
OpenCL||5
OpenMP||4
MPI|Message Passing Interface|4
## framework|Mobile|3
iOS development|iOS|3|6|Swift;Xcode
SwiftUI||3|Swift
UIKit||3|Swift
Xcode||2
Core Data||3
React Native||3|6|React;JavaScript
Flutter||3|6|Dart
Ionic||2
Cordova|PhoneGap,Apache Cordova|2
Kotlin Multiplatform|KMP|4
Mobile app development|mobile development,app development|3|5
App Store optimization|ASO|2
Firebase||2
Expo|Expo Go|2|React Native
## methodology|Architecture and practices|3
Object-oriented programming|OOP,object oriented design|3
Functional programming|FP|4
Design patterns|GoF patterns|3
Data structures|data structures and algorithms,DSA|3
Algorithms|algorithm design|4
System design|systems design|4|8
Software architecture|solution architecture|4|10
Microservices|microservice architecture,micro-services|4|6
Event-driven architecture|EDA|4
Domain-driven design|DDD|4
Clean architecture|hexagonal architecture|4
Service-oriented architecture|SOA|3
Serverless|serverless architecture,FaaS|3|4
REST APIs|REST,RESTful APIs,RESTful,REST API|2|3|JSON;HTTP
API design|API development|3
OpenAPI|Swagger,OpenAPI Specification|2
GraphQL APIs|GraphQL API|3|GraphQL
SOAP|SOAP web services|2
Web services|web APIs|2
HTTP|HTTPS,HTTP/2|2
OAuth|OAuth 2.0,OAuth2,OpenID Connect,OIDC|3
JSON Web Tokens|JWT|2
Authentication and authorization|authn,authz|3
Concurrency|multithreading,multi-threading,parallel programming|4
Asynchronous programming|async programming|3
Memory management||4
Performance optimization|performance tuning,profiling|4
Caching|caching strategies|3|Redis
Distributed systems||5|8
Scalability|high availability,scalable systems|4
Embedded systems|embedded software,firmware|4|5|C
Real-time operating systems|RTOS,FreeRTOS|4
Embedded Linux|Yocto|4
Linux kernel development|kernel development|5
Device drivers||5
Compilers|compiler design|5
Game development|game dev|4
Unity|Unity3D,Unity 3D|3|C#
Unreal Engine|UE4,UE5,Unreal|4|C++
Godot|Godot Engine|3
Computer graphics||4
Augmented reality|AR|4
Virtual reality|VR|4
Blockchain||4|5
Smart contracts||4|Solidity;Ethereum
Ethereum||4
Web3||4
Internet of Things|IoT|3
Robotics Operating System|ROS,ROS 2|4
Code review|code reviews,peer code review|2
Pair programming|pairing|1
Technical documentation|software documentation|2
Technical debt management|refactoring,legacy modernization|3
Version control|source control|1|Git
Debugging|troubleshooting code|2
Software development|software engineering,programming|3
Secure coding|secure software development|3
Localization|internationalization,i18n,l10n|2
## tool|Testing and quality|2
Unit testing||2
Integration testing||2
End-to-end testing|E2E testing|2
Test automation|automated testing|3|5|Selenium;Cypress
Test-driven development|TDD|3
Behavior-driven development|BDD|2|Cucumber
Manual testing||1
Regression testing||2
Performance testing|load testing,stress testing|3|JMeter
Security testing||3
Usability testing|user testing|2
Quality assurance|QA,software quality assurance|2
Selenium|Selenium WebDriver|2
Cypress|Cypress.io|2
Playwright||2
Puppeteer||2
Jest||2|JavaScript
Vitest||1
Mocha|Mocha.js|2
Jasmine||2
Karma||2
Testing Library|React Testing Library,RTL|2
Cucumber|Gherkin|2
Appium||3
JMeter|Apache JMeter|2
Gatling||3
k6|Grafana k6|2
Postman||1
SoapUI||2
TestRail||1
SonarQube|Sonar|2
Code coverage||1
Contract testing|Pact|3
Mutation testing||3
Fuzzing|fuzz testing|4
## tool|Developer tools|1
Git|GitHub flow|1|GitHub;GitLab
GitHub|Git hub|1
GitLab||1
Bitbucket||1
Subversion|SVN|1
Mercurial||1
Visual Studio Code|VS Code,VSCode|1
Visual Studio||1
IntelliJ IDEA|IntelliJ|1
Eclipse IDE|Eclipse|1
PyCharm||1
Vim|Neovim|2
Emacs||2
Jira|Atlassian Jira,JIRA|1
Confluence|Atlassian Confluence|1
Trello||1
Asana||1
Monday.com||1
Notion||1
ClickUp||1
Linear app|Linear|1
Slack||1
Microsoft Teams|MS Teams|1
Zoom|Zoom Video|1
Figma to code||2|Figma
Regular expressions|regex,regexp|2
Command line|CLI,terminal|1|Bash
Linux|GNU/Linux|2|4|Bash
Unix||2
Ubuntu||1
Red Hat Enterprise Linux|RHEL,Red Hat|2
CentOS||1
Debian||1
Windows Server||2
QNX|QNX Neutrino|3
VxWorks||3
macOS|Mac OS X,OS X|1
PowerShell|PowerShell scripting|2|Windows Server
Shell scripting|bash scripting,shell scripts|2|Bash
Low-code development|low-code,no-code|1
Salesforce development|Apex development|3|Apex;Salesforce
Power Apps|Microsoft Power Apps,PowerApps|2
Power Automate|Microsoft Flow|2
Zapier||1
UiPath||2
Robotic process automation|RPA|2|UiPath
Automation Anywhere||2
Blue Prism||2
ServiceNow||2|4
SAP ABAP||3|ABAP
SAP||3|5
SAP S/4HANA|S/4HANA,S4HANA|4|8
SAP FICO|SAP FI/CO,SAP FI,SAP CO|3|8
SAP MM|SAP Materials Management|3
SAP SD|SAP Sales and Distribution|3
SAP HCM|SAP HR|3
SAP SuccessFactors|SuccessFactors|3
SAP Ariba|Ariba|2
Oracle E-Business Suite|Oracle EBS|3
Oracle NetSuite|NetSuite|2
Microsoft Dynamics 365|Dynamics 365,Dynamics CRM,MS Dynamics|3
Workday||2
Workday HCM||2
Oracle HCM|Oracle HCM Cloud|2
Salesforce|SFDC,Salesforce CRM|2|5
HubSpot|HubSpot CRM|1
Zoho CRM|Zoho|1
Pipedrive||1
Odoo||2
`;
