# The app for a class, in one container: python:3.11-slim, the runtime
# requirements only (no test or benchmark tools), served on port 8501.
#   docker build -t ranking-metrics .
#   docker run -p 8501:8501 ranking-metrics
# Behind a path prefix (https://host/class/): add --server.baseUrlPath=class
# to the command. Memory bounds of the upload page (course/memory.py):
#   docker run -e RANKING_SERVER_MB=1400 -e RANKING_SESSION_MB=1000 ...
FROM python:3.11-slim
# glibc's allocator: give memory back to the system after a large file is
# read (measured 865 -> 682 MB after one 131 MB run; README).
ENV MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072
# A class's upload limit: 40 MB a file, so six learners uploading at once
# stay within the server's 1,400 MB bound (measured with
# `benchmarks/bench_classroom.py --uploads --upload-mb 40`: all six read,
# peak 1,313 MB; at 60 MB the peak was 1,508 MB and two uploads timed out;
# at the repository's 200 MB, 2.0 GB). Streamlit holds each upload about
# twice over while receiving it, before the app can refuse anything.
# Raise it with -e STREAMLIT_SERVER_MAX_UPLOAD_SIZE=... for fewer uploaders.
ENV STREAMLIT_SERVER_MAX_UPLOAD_SIZE=40
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
COPY . .
EXPOSE 8501
# Healthy when the app answers and its rooms' store opens (Streamlit's own
# /_stcore/health passed with a wrong RANKING_ROOMS_DB); it says what is wrong.
HEALTHCHECK CMD python -m course.health --url http://127.0.0.1:8501
CMD ["python", "-m", "streamlit", "run", "app.py", "--server.port=8501", "--server.address=0.0.0.0"]
