/**
 * Databases, cloud, DevOps, data engineering, analytics, AI/ML and security.
 * Names follow O*NET Technology Skills (2024) and ESCO v1.2; premiums are estimates.
 * Format: see software.ts.
 */
export const DATA_CLOUD = `
## database|Relational databases|2
PostgreSQL|Postgres,psql,Postgre|2|4|SQL
MySQL||2|SQL
MariaDB||2
Microsoft SQL Server|SQL Server,MSSQL,MS SQL,MS SQL Server|2|SQL;TSQL
Oracle Database|Oracle DB,Oracle RDBMS,Oracle 19c,Oracle|3|4|PLSQL
SQLite||1
IBM Db2|DB2|3
Amazon Aurora|Aurora|2
CockroachDB||3
Snowflake||2|8|SQL
Google BigQuery|BigQuery|2|6
Amazon Redshift|Redshift|2|4
Azure Synapse Analytics|Azure Synapse,Synapse|3
Teradata||3
ClickHouse||3
Database design|data modeling,database modelling,data modelling|3
Database administration|DBA|3|4
Query optimization|SQL tuning,query tuning|3
Stored procedures||2
ETL|extract transform load,ETL pipelines,ELT|3|5
## database|NoSQL and search|2
MongoDB|Mongo|2|4
Redis||2|Caching
Cassandra|Apache Cassandra|3
Amazon DynamoDB|DynamoDB|2
Couchbase||2
CouchDB||2
Neo4j||3|Cypher
Elasticsearch|Elastic Search,ELK|3|4
OpenSearch||3
Apache Solr|Solr|3
Memcached||1
InfluxDB||2
TimescaleDB||2
Firestore|Cloud Firestore|1
Supabase||1
Pinecone||2
Vector databases|vector DB,pgvector,Weaviate,Qdrant,Milvus|3|6
HBase|Apache HBase|3
## cloud|Cloud platforms|3
Amazon Web Services|AWS,Amazon AWS|3|10|Cloud computing
Microsoft Azure|Azure,MS Azure|3|8|Cloud computing
Google Cloud Platform|GCP,Google Cloud|3|8|Cloud computing
Cloud computing|cloud|3|6
IBM Cloud||3
Oracle Cloud Infrastructure|OCI,Oracle Cloud|3
Alibaba Cloud||3
DigitalOcean||1
Heroku||1
Vercel||1
Netlify||1
Cloudflare|Cloudflare Workers|2
OpenStack||4
VMware|VMware vSphere,vSphere,ESXi|3
Hyper-V||2
Virtualization||3
Multi-cloud|hybrid cloud|4
Cloud architecture|cloud solution architecture|4|12
Cloud migration||4|8
Cloud security||4|10
FinOps|cloud cost optimization|3
## cloud|AWS services|2
Amazon EC2|EC2|2|Amazon Web Services
Amazon S3|S3|1|Amazon Web Services
AWS Lambda|Lambda functions|2|Serverless
Amazon RDS|RDS|2
Amazon ECS|ECS|3
Amazon EKS|EKS|3|Kubernetes
AWS CloudFormation|CloudFormation|3
AWS CDK|CDK|3
Amazon CloudWatch|CloudWatch|2
AWS IAM|IAM|3
Amazon VPC|VPC|3
Amazon SQS|SQS|2
Amazon SNS|SNS|2
Amazon Kinesis|Kinesis|3
AWS Glue|Glue ETL|3
Amazon SageMaker|SageMaker|3
Amazon Bedrock|Bedrock|3
API Gateway|AWS API Gateway|2
## cloud|Azure and Google services|2
Azure DevOps|VSTS,Azure Pipelines|2
Azure Functions||2
Azure Kubernetes Service|AKS|3
Azure Active Directory|Azure AD,Entra ID,Microsoft Entra ID|2
Azure Data Factory|ADF|3
Azure Databricks||3
Azure Machine Learning|Azure ML|3
Google Kubernetes Engine|GKE|3
Google Cloud Functions|Cloud Functions|2
Google Cloud Run|Cloud Run|2
Google Dataflow|Cloud Dataflow|3
Vertex AI||3
Firebase Authentication||1
## devops|DevOps and infrastructure|3
DevOps||3|6|CI/CD;Docker;Kubernetes
Docker|Docker containers,Dockerfile|2|5|Kubernetes
Kubernetes|k8s,K8S,kube|4|10|Docker;Helm
Helm|Helm charts|3|Kubernetes
OpenShift|Red Hat OpenShift|3
Containerization|containers|2
Podman||2
Docker Compose|docker-compose|1
Terraform|HashiCorp Terraform|3|8|HCL
Pulumi||3
Ansible||3|4
Chef|Chef Infra|3
Puppet||3
SaltStack|Salt|3
Vagrant||2
Packer|HashiCorp Packer|2
Infrastructure as code|IaC|3|6|Terraform
CI/CD|CICD,CI CD,continuous integration,continuous delivery,continuous deployment|3|5|Jenkins
Jenkins||2
GitHub Actions||2
GitLab CI|GitLab CI/CD|2
CircleCI||2
Travis CI||1
TeamCity||2
Bamboo||2
Argo CD|ArgoCD|3|Kubernetes
Flux CD|FluxCD|3
GitOps||3
Site reliability engineering|SRE|4|8
Observability||3
Monitoring|system monitoring|2
Prometheus||3|Grafana
Grafana||2
Datadog||2
New Relic||2
Splunk||3|4
Dynatrace||2
AppDynamics||2
ELK Stack|Elastic Stack,Logstash,Kibana|3
OpenTelemetry|OTel|3
Jaeger||3
Nagios||2
Zabbix||2
PagerDuty||1
Incident management|incident response management,on-call|3
Nginx|NGINX|2
Apache HTTP Server|Apache httpd|2
HAProxy||3
Load balancing|load balancers|3
Service mesh|Istio,Linkerd|4
Consul|HashiCorp Consul|3
Vault|HashiCorp Vault|3
Release management||3
Configuration management||3
Systems administration|system administration,sysadmin|3
Network administration||3
Networking|computer networking,TCP/IP|3
DNS||2
Active Directory|AD DS|2
Microsoft 365 administration|Office 365 administration,O365 admin|2
Exchange Server|Microsoft Exchange|2
IT support|technical support,help desk,helpdesk,service desk|2
ITIL processes|IT service management,ITSM|2
Backup and recovery|disaster recovery|3
Storage area networks|SAN,NAS|3
Cisco IOS|Cisco routers,Cisco|3
Routing and switching||3
Firewalls|firewall administration|3
VPN|virtual private networks|2
SD-WAN||3
Wireless networking|Wi-Fi,WLAN|2
VoIP||2
## data|Data engineering and big data|3
Data engineering||4|10|ETL;Apache Spark
Apache Spark|Spark,PySpark,Spark SQL|4|8|Scala;Python
Apache Kafka|Kafka|4|7
Apache Hadoop|Hadoop,HDFS,MapReduce|4
Apache Hive|Hive|3
Apache Airflow|Airflow|3|5
Apache Flink|Flink|4
Apache Beam|Beam|4
Apache NiFi|NiFi|3
Apache Pig|Pig Latin|3
Databricks||3|8|Apache Spark
dbt|data build tool|2|5|SQL
Fivetran||2
Informatica|Informatica PowerCenter|3
Talend||3
SSIS|SQL Server Integration Services|3
Data warehousing|data warehouse,DWH|3|5
Dimensional modelling|dimensional modeling,Kimball,Kimball methodology,star schema|3||Data warehousing;Database design
Data Vault modelling|Data Vault,Data Vault 2.0,data vault modeling|4||Data warehousing;Database design
Data lakes|data lake,lakehouse,Delta Lake|3
Data pipelines||3
Data governance||3
Data quality||2
Master data management|MDM|3
Data migration||3
Data integration||3
Stream processing|streaming data,real-time data|4
RabbitMQ||3
ActiveMQ|Apache ActiveMQ|3
Message queues|message brokers|3
## data|Analytics and BI|2
Data analysis|data analytics,analytics|2|3
SQL querying|SQL queries|2|SQL
Microsoft Excel|Excel,MS Excel,Excel spreadsheets,spreadsheets|1|2
Advanced Excel|Excel VBA,pivot tables,VLOOKUP,XLOOKUP|2|3|Microsoft Excel
Google Sheets||1
Tableau||2|5
Microsoft Power BI|Power BI,PowerBI|2|5|DAX
DAX|Data Analysis Expressions|3
Power Query|M language|2
Looker||2
Looker Studio|Google Data Studio,Data Studio|1
Qlik|QlikView,Qlik Sense|2
SAS|SAS programming,SAS Base|3|4
SPSS|IBM SPSS|2
Stata||2
MATLAB||3
Minitab||2
Alteryx||2
KNIME||2
Google Analytics|GA4,Universal Analytics|1
Adobe Analytics|Omniture|2
Mixpanel||1
Amplitude||1
Data visualization|data visualisation,dataviz|2
Dashboards|dashboard design,reporting dashboards|2
Business intelligence|BI|3|4
Statistics|statistical analysis|3|4
Descriptive statistics||2
Inferential statistics|hypothesis testing|3
Regression analysis|linear regression,logistic regression|3
Bayesian statistics|Bayesian inference|4
Time series analysis|time series forecasting|4
Forecasting|demand forecasting|3
A/B testing|split testing,split tests,split-testing,experimentation|3
Econometrics||4
Survey design|questionnaire design|2
Experimental design|design of experiments,DOE|3
Operations research|optimization modeling,linear programming|4
Data mining||3
Data cleaning|data wrangling,data cleansing|2
Web scraping|scraping|2
Pandas||2|Python
NumPy||2|Python
SciPy||3
Matplotlib||1
Seaborn||1
Plotly||1
ggplot2||2|R
Tidyverse|dplyr|2|R
R Shiny|Shiny|2|R
RStudio||1|R
Polars||2
## ai_ml|Machine learning and AI|4
Machine learning|ML|4|10|Python;Statistics
Deep learning|DL|4|12|Machine learning
Artificial intelligence|AI|4|10
Natural language processing|NLP|4|12
Computer vision|CV models,image recognition|4|12
Large language models|LLM,LLMs|4|15
Generative AI|GenAI,Gen AI|3|12
Prompt engineering||2|6
Retrieval-augmented generation|RAG|3|10
LLM fine-tuning|fine-tuning,LoRA|4|12
Reinforcement learning|RL|5
Recommender systems|recommendation systems|4
MLOps||4|10
Feature engineering||3
Model deployment|model serving|3
Neural networks|ANN|4
Convolutional neural networks|CNN,CNNs|4
Recurrent neural networks|RNN,LSTM|4
Transformers architecture|transformer models,BERT,GPT models|4
Speech recognition|ASR|4
Anomaly detection||3
Predictive modeling|predictive modelling,predictive analytics|3
Classification models||3
Clustering|cluster analysis,k-means|3
Data science||4|10|Machine learning;Statistics
TensorFlow||4|8|Python
PyTorch||4|10|Python
Keras||3
scikit-learn|sklearn,scikit learn|3|5|Python
XGBoost|LightGBM,CatBoost|3
Hugging Face|HuggingFace,Hugging Face Transformers|3|8
LangChain||2|6
LlamaIndex||2
OpenAI API|ChatGPT API,GPT-4 API|2|5
spaCy||3
NLTK||2
OpenCV||3
MLflow||3
Kubeflow||4
Weights & Biases|W&B,wandb|2
ONNX||3
JAX||4
Apache Mahout||4
AI ethics|responsible AI|3
## devops|Security (IT operations; the category union has no security member)|3
Cybersecurity|cyber security,information security,infosec,IT security,Security|4|8
Network security||3|6
Application security|AppSec|4|8
Penetration testing|pen testing,pentesting,ethical hacking|4|10
Vulnerability assessment|vulnerability management|3
Threat intelligence||4
Threat modeling|threat modelling|4
Security operations|SOC|3
SIEM|security information and event management|3|Splunk
Incident response|IR|3
Digital forensics|computer forensics|4
Malware analysis|reverse engineering|5
Identity and access management|IAM,identity management|3
Zero trust|zero trust architecture|4
Cryptography|encryption|4
Public key infrastructure|PKI|4
Security compliance||3
Risk assessment|risk analysis|3
ISO 27001 implementation|ISO/IEC 27001|3
NIST Cybersecurity Framework|NIST CSF,NIST 800-53|3
GDPR compliance|GDPR,data protection|2
SOC 2|SOC 2 compliance|3
PCI DSS||3
HIPAA compliance|HIPAA|2
Burp Suite||3
Metasploit||3
Nmap||2
Wireshark||2
Kali Linux||2
CrowdStrike|CrowdStrike Falcon|2
Palo Alto Networks|Palo Alto firewalls|3
Fortinet|FortiGate|3
Okta||2
DevSecOps||4|8
Cloud security posture management|CSPM|3
Endpoint security|EDR|3
Data loss prevention|DLP|3
Security awareness training||2
`;
